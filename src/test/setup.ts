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

// The header writes its script inline (src/islands/header.ts), and React warns in development that a script it renders
// on the client never runs. A page gets the script from its prerendered HTML, where it runs and which hydration keeps;
// in a test that renders the header on the client the warning says nothing, so it is left out of the output.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('Encountered a script tag while rendering React component')) {
    return;
  }
  consoleError(...args);
};
