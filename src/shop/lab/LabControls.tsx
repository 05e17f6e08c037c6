import { Field, HStack, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Switch } from '../../chakra';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import type { TemplateType } from '../../engine/model';
import { LAB_EFFECTS, LAB_ROTATIONS, LAB_ZOOMS, MAX_LAB_YEAR, MIN_LAB_YEAR, type LabEffect, type LabOptions, type LabRotation } from './labOptions';
import type { LabPictureSet } from '../../api/client/lab';
import type { LabSetChoice, LabTemplate } from './useLabCatalog';

const TYPES: TemplateType[] = ['CARD', 'CALENDAR', 'PHOTOGIFT'];
/** Years a support user is likely to check: around now, and every calendar's supported years. */
const yearChoices = (templates: LabTemplate[], thisYear: number): number[] =>
  [...new Set([thisYear, thisYear + 1, thisYear + 2, ...templates.flatMap((t) => t.template?.supportedYears ?? [])])]
    .filter((y) => y >= MIN_LAB_YEAR && y <= MAX_LAB_YEAR)
    .sort((a, b) => a - b);

interface LabControlsProps {
  templates: LabTemplate[];
  /** Any customer's picture sets, and the two the drawings use now. */
  pictureSets: LabPictureSet[];
  shownSets: LabSetChoice;
  options: LabOptions;
  onChange: (change: Partial<LabOptions>) => void;
  thisYear: number;
}

/** The lab's choices: which template, and how its photos and texts are drawn. */
export function LabControls({ templates, pictureSets, shownSets, options, onChange, thisYear }: LabControlsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 2, md: 4, lg: 7 }} gap="4" alignItems="end">
      <Field.Root gridColumn={{ base: 'span 2', md: 'span 4', lg: 'span 7' }}>
        <Field.Label>{t('lab.template')}</Field.Label>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field value={options.template ?? ''} onChange={(e) => onChange({ template: e.currentTarget.value || null })}>
            <option value="">{t('lab.chooseTemplate')}</option>
            {TYPES.map((type) => (
              <optgroup key={type} label={t(`lab.types.${type}`)}>
                {templates
                  .filter((tpl) => tpl.type === type)
                  .map((tpl) => (
                    <option key={tpl.uuid} value={tpl.uuid}>
                      {tpl.name} (v{tpl.version})
                    </option>
                  ))}
              </optgroup>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>

      <Field.Root gridColumn={{ base: 'span 2', md: 'span 2', lg: 'span 4' }}>
        <Field.Label>{t('lab.pictureSet')}</Field.Label>
        <SetSelect sets={pictureSets.filter((s) => s.hasPortrait)} value={shownSets.set} onChange={(set) => onChange({ set })} />
      </Field.Root>
      <Field.Root gridColumn={{ base: 'span 2', md: 'span 2', lg: 'span 3' }}>
        <Field.Label>{t('lab.greenScreenSet')}</Field.Label>
        <SetSelect sets={pictureSets.filter((s) => s.hasGreenScreen)} value={shownSets.greenScreenSet} onChange={(greenScreenSet) => onChange({ greenScreenSet })} />
      </Field.Root>

      <Choice label={t('lab.effect')} value={options.effect} onChange={(v) => onChange({ effect: v as LabEffect })}>
        {LAB_EFFECTS.map((effect) => (
          <option key={effect} value={effect}>
            {t(`lab.effects.${effect}`)}
          </option>
        ))}
      </Choice>
      <Choice label={t('lab.rotation')} value={String(options.rotation)} onChange={(v) => onChange({ rotation: Number(v) as LabRotation })}>
        {LAB_ROTATIONS.map((degrees) => (
          <option key={degrees} value={degrees}>
            {t('lab.degrees', { degrees })}
          </option>
        ))}
      </Choice>
      <Choice label={t('lab.zoom')} value={String(options.zoom)} onChange={(v) => onChange({ zoom: Number(v) })}>
        {LAB_ZOOMS.map((zoom) => (
          <option key={zoom} value={zoom}>
            {t('lab.zoomFactor', { zoom })}
          </option>
        ))}
      </Choice>
      <Choice label={t('lab.year')} value={options.year === null ? '' : String(options.year)} onChange={(v) => onChange({ year: v ? Number(v) : null })}>
        <option value="">{t('lab.defaultYear')}</option>
        {yearChoices(templates, thisYear).map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </Choice>
      <Choice label={t('lab.language')} value={options.lang} onChange={(v) => onChange({ lang: v === 'en' ? 'en' : 'nb' })}>
        <option value="nb">{t('lab.languages.nb')}</option>
        <option value="en">{t('lab.languages.en')}</option>
      </Choice>

      <HStack gridColumn={{ base: 'span 2', md: 'span 4', lg: 'span 2' }} gap="5" wrap="wrap" minH="10">
        <Toggle label={t('lab.longText')} checked={options.longText} onChange={(longText) => onChange({ longText })} />
        <Toggle label={t('lab.guides')} checked={options.guides} onChange={(guides) => onChange({ guides })} />
        <Toggle label={t('lab.pictures')} checked={options.pictures} onChange={(pictures) => onChange({ pictures })} />
      </HStack>
    </SimpleGrid>
  );
}

/** One of the picture sets, named by its subject; empty when the database has none that serves. */
function SetSelect({ sets, value, onChange }: { sets: LabPictureSet[]; value: string | null; onChange: (uuid: string) => void }) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="lg" disabled={sets.length === 0}>
      <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value)}>
        {value === null ? <option value="">{t('lab.noPictureSet')}</option> : null}
        {sets.map((set) => (
          <option key={set.uuid} value={set.uuid}>
            {set.subjectName}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function Choice({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)}>
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
