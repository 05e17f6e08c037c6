export { checkedKey, contentTypeOf, type ObjectInfo, type ObjectStorage } from './objectStorage';
export { fileExists, localFolderStorage, writeAtomically } from './localFolder';
export { openStorage } from './openStorage';
export { parseS3Url, s3ClientFromEnv, s3Storage, type S3Location } from './s3';
