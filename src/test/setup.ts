import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetViewportWidth } from './viewport';

afterEach(() => {
  cleanup();
  resetViewportWidth();
});

// jsdom has no <dialog> behaviour: a minimal stand-in with the parts the search dialog uses.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no popovers (the header's menus, decision 012): hiding one is a no-op, as it is in a browser for a popover
// that is not open, so a layout rendered in a test does not stop at the header's effects.
const elementPrototype: Partial<Pick<HTMLElement, 'hidePopover'>> | undefined =
  typeof HTMLElement === 'undefined' ? undefined : HTMLElement.prototype;
if (elementPrototype && !elementPrototype.hidePopover) elementPrototype.hidePopover = function hidePopover() {};
