import { describe, expect, it } from 'vitest';
import { pageStyles } from './page-styles';

/** What `ServerStyleSheet.getStyleTags()` writes for two components, one with a media query, and a global style. */
const serverTags =
  '<style data-styled="true" data-styled-version="6.6.0">' +
  '.fYlYYM{width:100%;max-width:1280px;}/*!sc*/\n' +
  '@media (max-width:600px){.fYlYYM{padding:0 1rem;}}/*!sc*/\n' +
  'data-styled.g1[id="sc-md3ie-0"]{content:"fYlYYM,"}/*!sc*/\n' +
  '*,*::before,*::after{box-sizing:border-box;}/*!sc*/\n' +
  'data-styled.g31[id="sc-global-liBPBl"]{content:"sc-global-liBPBl1,"}/*!sc*/\n' +
  '.a{color:red;}/*!sc*/\n.b{color:blue;}/*!sc*/\n' +
  'data-styled.g32[id="sc-1b4dbeu-8"]{content:"a,b,"}/*!sc*/\n' +
  '</style>';

describe('pageStyles', () => {
  it('keeps every rule in order, without the markers and separators styled-components reads in the browser', () => {
    expect(pageStyles(serverTags)).toBe(
      '<style data-page-styles="">' +
        '.fYlYYM{width:100%;max-width:1280px;}@media (max-width:600px){.fYlYYM{padding:0 1rem;}}' +
        '*,*::before,*::after{box-sizing:border-box;}.a{color:red;}.b{color:blue;}' +
        '</style>',
    );
  });

  it('gives nothing when no component rendered', () => {
    expect(pageStyles('')).toBe('');
  });

  it.each([
    { name: 'another style tag', tags: '<style>.a{color:red}</style>', message: 'not in the expected form' },
    { name: 'two style tags', tags: serverTags + serverTags, message: 'not in the expected form' },
    {
      name: 'a marker of another form',
      tags: serverTags.replace('g32[id="sc-1b4dbeu-8"]', 'g32[id="sc-1b4dbeu-8"][x]'),
      message: 'a marker of an unexpected form',
    },
  ])('refuses $name', ({ tags, message }) => {
    expect(() => pageStyles(tags)).toThrow(message);
  });
});
