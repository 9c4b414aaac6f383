import { describe, expect, it } from 'vitest';
import { adoptPageStyles, classNamesIn, pageStyles, type NamedSheet } from './page-styles';

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

  it("keeps every component name of the server's markers readable as a class of the rules", () => {
    const css = /^<style data-page-styles="">(.*)<\/style>$/.exec(pageStyles(serverTags))![1]!;
    expect([...classNamesIn(css)].sort()).toEqual(['a', 'b', 'fYlYYM']);
  });

  it.each(['', '\n', ' \n '])('gives nothing when no component rendered: %j', (tags) => {
    expect(pageStyles(tags)).toBe('');
  });

  it('reads a tag with a line break around it', () => {
    expect(pageStyles(`\n${serverTags}\n`)).toBe(pageStyles(serverTags));
  });

  it.each([
    {
      name: 'a long tag of another form',
      tags: `<style>${'.a{color:red}'.repeat(12)}</style>`,
      message: `styled-components' style tag is not in the expected form: <style>${'.a{color:red}'.repeat(8)}.a{color:`,
    },
    {
      name: 'a marker of another form after long rules',
      tags: serverTags.replace('g32[id="sc-1b4dbeu-8"]', 'g32[id="sc-1b4dbeu-8"][x]'),
      message:
        "styled-components' style tag has a marker of an unexpected form: " +
        '.fYlYYM{width:100%;max-width:1280px;}@media (max-width:600px){.fYlYYM{padding:0 1rem;}}*,*::before,*::after{box-sizing:b',
    },
  ])('quotes at most 120 characters when it refuses $name', ({ tags, message }) => {
    expect(() => pageStyles(tags)).toThrow(new Error(message));
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

describe('classNamesIn', () => {
  it.each([
    { css: '.fYlYYM{width:100%;}', names: ['fYlYYM'] },
    { css: '@media (max-width:600px){.fYlYYM{padding:0 1rem;}}', names: ['fYlYYM'] },
    { css: '.ZrkTy.ZrkTy{font-size:1.25rem;}', names: ['ZrkTy'] },
    { css: '.gbwQVc a:hover,.gbwQVc :focus-visible{color:#fff;}', names: ['gbwQVc'] },
    { css: '.dooGak li+li{margin:0;}.bLSfbe>.kdhlhP~.xYz{gap:0;}', names: ['dooGak', 'bLSfbe', 'kdhlhP', 'xYz'] },
    { css: '.a:not(.b){color:red;}', names: ['a', 'b'] },
    // styled-components writes "ad" as "a-d" in any case, so a name may have hyphens there and only there.
    { css: '.bMdla-D{gap:0;}.cA-davI:hover{color:red;}.ka-dA-d{margin:0;}', names: ['bMdla-D', 'cA-davI', 'ka-dA-d'] },
    { css: '.ab-c{color:red;}.ab-{color:red;}', names: [] },
    // A component selector (`${Card}:hover &`) names the component's id, which is not a rule's name.
    { css: '.sc-1b4dbeu-8:hover .kzXyz{color:red;}', names: ['kzXyz'] },
    // Numbers and addresses in values are not selectors.
    { css: '.a{padding:0.5rem;margin:.75rem;background:url(/images/kuva.svg);}', names: ['a'] },
    { css: '*,*::before{box-sizing:border-box;}body{margin:0;}', names: [] },
  ])('$css', ({ css, names }) => {
    expect([...classNamesIn(css)]).toEqual(names);
  });
});

describe('adoptPageStyles', () => {
  /** A stand-in for styled-components' sheet that knows one name of its own. */
  const sheet = (): NamedSheet & { asked: string[] } => ({
    asked: [],
    hasNameForId(id, name) {
      this.asked.push(`${id}/${name}`);
      return name === 'own';
    },
  });
  const element = (css: string) => ({ textContent: css });

  it.each([
    { name: 'a class of the page', id: 'sc-x', rule: 'fYlYYM', known: true, asksSheet: false },
    {
      name: "a global style's (its rules are in the page, but not as a class)",
      id: 'sc-global-liBPBl',
      rule: 'sc-global-liBPBl1',
      known: false,
      asksSheet: true,
    },
    { name: 'a class the page does not have', id: 'sc-y', rule: 'kzXyz', known: false, asksSheet: true },
    { name: 'a name the sheet knows itself', id: 'sc-z', rule: 'own', known: true, asksSheet: true },
  ])('$name', ({ id, rule, known, asksSheet }) => {
    const target = sheet();
    adoptPageStyles(target, element('.fYlYYM{width:100%;}'));
    expect(target.hasNameForId(id, rule)).toBe(known);
    expect(target.asked).toEqual(asksSheet ? [`${id}/${rule}`] : []);
  });

  it('leaves the sheet alone on a page without the stylesheet', () => {
    const target = sheet();
    const own = target.hasNameForId;
    adoptPageStyles(target, null);
    expect(target.hasNameForId).toBe(own);
  });
});
