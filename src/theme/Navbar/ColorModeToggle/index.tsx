// WRAP: the colour toggle stays in the navbar below 997 px (SITE.md §3). See src/theme/README.md.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import NavbarColorModeToggle from '@theme-original/Navbar/ColorModeToggle';
import type {Props} from '@theme/Navbar/ColorModeToggle';

import styles from './styles.module.css';

export default function NavbarColorModeToggleWrapper(props: Props): ReactNode {
  return <NavbarColorModeToggle {...props} className={clsx(props.className, styles.shown)} />;
}
