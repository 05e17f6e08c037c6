/**
 * The customer's own uploads from the file chooser (spec 2 §2.6, §8): files of other types are
 * kept back with a message, the rest go one after another through the upload queue while
 * 'Upload status' shows the progress; what was stored joins the inbox, and a single upload is
 * placed in the field at once.
 */
import { useState, type ReactNode } from 'react';
import { uploadUserImages, type UploadedImage } from '../../../api/client/templates';
import { hasProblems, UploadFailedDialog, UploadStatusDialog, type UploadProblems } from './UploadDialogs';
import { splitByType, uploadOneByOne, type UploadProgress } from './uploadQueue';

export interface OwnUploads {
  upload(files: readonly File[]): Promise<void>;
  busy: boolean;
  /** Render it in the view: the status and failure dialogs. */
  dialogs: ReactNode;
}

export interface OwnUploadsEvents {
  /** Stored pictures, in the order chosen; `single` when exactly one file was chosen and stored. */
  onUploaded(images: UploadedImage[], single: boolean): void;
}

async function uploadOne(file: File): Promise<UploadedImage> {
  const { images } = await uploadUserImages([file]);
  if (!images[0]) throw new Error(`The upload of ${file.name} answered no picture`);
  return images[0];
}

export function useOwnUploads({ onUploaded }: OwnUploadsEvents): OwnUploads {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problems, setProblems] = useState<UploadProblems | null>(null);

  const upload = async (files: readonly File[]) => {
    const { accepted, rejected } = splitByType(files);
    let found: UploadProblems = { failed: [], refused: [], rejected: rejected.map((f) => f.name) };
    if (accepted.length > 0) {
      const outcome = await uploadOneByOne(accepted, { upload: uploadOne, onProgress: setProgress });
      setProgress(null);
      if (outcome.uploaded.length > 0) onUploaded(outcome.uploaded, files.length === 1 && outcome.uploaded.length === 1);
      found = { ...found, failed: outcome.failed, refused: outcome.refused };
    }
    if (hasProblems(found)) setProblems(found);
  };

  return {
    upload,
    busy: progress !== null,
    dialogs: (
      <>
        <UploadStatusDialog progress={progress} />
        <UploadFailedDialog problems={problems} onClose={() => setProblems(null)} />
      </>
    ),
  };
}
