import { describe, expect, it } from 'vitest';
import { searchHref } from './search-href';

describe('searchHref', () => {
  it.each([
    ['kreatiini', '/haku?q=kreatiini'],
    ['  kreatiini  ', '/haku?q=kreatiini'],
    ['D-vitamiini ja magnesium', '/haku?q=D-vitamiini%20ja%20magnesium'],
    ['omega-3 & 50+', '/haku?q=omega-3%20%26%2050%2B'],
    ['lisäravinne', '/haku?q=lis%C3%A4ravinne'],
    ['<script>alert(1)</script>', '/haku?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['100 %', '/haku?q=100%20%25'],
    ['a/b?c#d', '/haku?q=a%2Fb%3Fc%23d'],
  ])('%j goes to %s', (text, href) => {
    expect(searchHref(text)).toBe(href);
  });

  it.each(['', ' ', '   ', '\t', '\n \t '])('blank text %j is not submitted', (text) => {
    expect(searchHref(text)).toBeNull();
  });
});
