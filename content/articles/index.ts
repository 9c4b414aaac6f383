// Written by `npm run content:index`; edit the body files, not this list.
import type { ArticleBody } from '../schemas/article.ts';
import type { StandaloneComparison } from '../schemas/standalone-comparison.ts';
import { body as ashwagandha } from './ashwagandha.ts';
import { body as kreatiini } from './kreatiini.ts';
import { body as laboratoriotesti } from './laboratoriotesti.ts';
import { body as magnesium } from './magnesium.ts';
import { body as melatoniini } from './melatoniini.ts';
import { body as punavalolaitteet } from './punavalolaitteet.ts';
import { body as retinoliseerumi } from './retinoliseerumi.ts';
import { body as unenlaatu } from './unenlaatu.ts';
import { body as vitamiinitJaKivennaisaineet } from './vitamiinit-ja-kivennaisaineet.ts';
import { page as aktiivisuusrannekkeetPage } from '../standalone/aktiivisuusrannekkeet.ts';
import { page as ravinnonSeurantasovelluksetPage } from '../standalone/ravinnon-seurantasovellukset.ts';

/** Every article body, one file each, keyed by article id. A unit test checks that no file is left out. */
export const articleBodies: Readonly<Record<string, ArticleBody>> = Object.fromEntries(
  [
    ashwagandha,
    kreatiini,
    laboratoriotesti,
    magnesium,
    melatoniini,
    punavalolaitteet,
    retinoliseerumi,
    unenlaatu,
    vitamiinitJaKivennaisaineet,
  ].map((body) => [body.id, body]),
);

/** The standalone comparison pages (content/standalone/), keyed by article id. */
export const standalonePages: Readonly<Record<string, StandaloneComparison>> = Object.fromEntries(
  [aktiivisuusrannekkeetPage, ravinnonSeurantasovelluksetPage].map((page) => [page.id, page]),
);

/** The bodies with their files, for validation messages. */
export const articleBodyFiles = Object.values(articleBodies).map((body) => ({
  file: `content/articles/${body.id}.ts`,
  body,
}));
export const standalonePageFiles = Object.values(standalonePages).map((page) => ({
  file: `content/standalone/${page.id}.ts`,
  page,
}));
