/**
 * WRAP of the theme's ColorModeToggle (`swizzle --wrap`, safe; the original renders unchanged).
 *
 * Why, two things the theme's toggle gets wrong on this site (respectPrefersColorScheme: false):
 * 1. Its accessible label names the current mode (`theme.colorToggle.ariaLabel`), but in the
 *    server-rendered page, until React hydrates, the value is "no choice yet" and the label says
 *    "system mode" — a mode this site never uses. With no choice the site is in its default mode,
 *    so the wrap passes that: the label is right from the first paint.
 * 2. Nothing tells a screen-reader user that pressing it worked. The wrap adds a polite live
 *    region, visually hidden, that says which mode is now on — only after a switch, never on load.
 * See src/theme/README.md.
 */
import React, {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useThemeConfig, type ColorMode} from '@docusaurus/theme-common';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof ColorModeToggleType>;

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
  const {value, onChange, respectPrefersColorScheme} = props;
  const {defaultMode} = useThemeConfig().colorMode;
  const [announcement, setAnnouncement] = useState('');
  return (
    <>
      <ColorModeToggle
        {...props}
        value={value === null && !respectPrefersColorScheme ? defaultMode : value}
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
