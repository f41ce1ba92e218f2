// WRAP: a hidden live region says which mode is on after a switch. See src/theme/README.md.
import React, {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {ColorMode} from '@docusaurus/theme-common';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';

import styles from './styles.module.css';

/** The theme's own names of the modes (same ids: one translation serves both). */
function modeName(mode: ColorMode | null): string {
  switch (mode) {
    case 'dark':
      return translate({
        message: 'dark mode',
        id: 'theme.colorToggle.ariaLabel.mode.dark',
        description: 'The name for the dark color mode',
      });
    case 'light':
      return translate({
        message: 'light mode',
        id: 'theme.colorToggle.ariaLabel.mode.light',
        description: 'The name for the light color mode',
      });
    default:
      return translate({
        message: 'system mode',
        id: 'theme.colorToggle.ariaLabel.mode.system',
        description: 'The name for the system color mode',
      });
  }
}

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const {onChange} = props;
  const [announcement, setAnnouncement] = useState('');
  return (
    <>
      <ColorModeToggle
        {...props}
        onChange={(mode: ColorMode | null) => {
          onChange(mode);
          setAnnouncement(
            translate(
              {
                id: 'colorModeToggle.switched',
                message: 'Switched to {mode}.',
                description:
                  'Announced to screen readers after the colour mode toggle is pressed; {mode} is the name of the new mode',
              },
              {mode: modeName(mode)},
            ),
          );
        }}
      />
      {/* A live region without role="status": the navbar's search box owns that role. */}
      <span aria-live="polite" className={styles.visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}
