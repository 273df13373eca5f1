'use client';

import { IntentLink } from '@/components/intent-link';
import { useEffect, useRef, useState } from 'react';
import { navLinks } from './nav-links';
import styles from './site-header.module.css';

/** The burger button and the menu it opens; closes on a link click, on Escape and on a click outside. */
export function BurgerMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsideClick);
    };
  }, [open]);

  return (
    <div className={styles.menu} ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls="site-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span className={styles.bars} aria-hidden="true" />
      </button>
      <nav id="site-menu" aria-label="Main" className={styles.panel} hidden={!open}>
        <ul>
          {navLinks.map((link) => (
            <li key={link.href}>
              <IntentLink href={link.href} onClick={() => setOpen(false)}>
                {link.label}
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
