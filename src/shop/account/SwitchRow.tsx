import { HStack } from '@chakra-ui/react';
import { Switch } from '../../chakra';

/** A labelled on/off switch on a row tall enough to tap. */
export function SwitchRow({ label, checked, disabled = false, onChange, name }: { label: string; checked: boolean; disabled?: boolean; onChange: (on: boolean) => void; name: string }) {
  return (
    <HStack minH="11">
      <Switch.Root checked={checked} disabled={disabled} onCheckedChange={(e) => onChange(e.checked)} colorPalette="brand" name={name}>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
    </HStack>
  );
}
