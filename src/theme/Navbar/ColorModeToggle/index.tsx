/**
 * WRAP of the theme's Navbar/ColorModeToggle (safe; the original renders unchanged).
 *
 * Below 997 px the theme hides the navbar's colour toggle and offers it only inside the ☰ menu;
 * SITE.md §3 wants it reachable on a phone without opening the menu (a reader at night should
 * not have to look for it). The wrap adds one class that shows it in the navbar at every width.
 * The menu's header (the same component) keeps its own toggle. See src/theme/README.md.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import NavbarColorModeToggle from '@theme-original/Navbar/ColorModeToggle';
import type NavbarColorModeToggleType from '@theme/Navbar/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof NavbarColorModeToggleType>;

export default function NavbarColorModeToggleWrapper(props: Props): ReactNode {
  return <NavbarColorModeToggle {...props} className={clsx(props.className, styles.shown)} />;
}
