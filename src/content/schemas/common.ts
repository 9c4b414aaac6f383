import { z } from 'zod';

/** A lowercase id or path segment: letters (ä and ö allowed), digits and single hyphens. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9äö]+(?:-[a-z0-9äö]+)*$/, 'pienet kirjaimet, numerot ja väliviivat, esim. "paras-kreatiini"');

/** A calendar date written yyyy-mm-dd that exists. */
export const isoDateSchema = z.iso.date('päivämäärä muodossa vvvv-kk-pp, esim. 2025-03-14');

/** A price written the Finnish way, e.g. "24,90 €" or "1 249,00 €". */
export const priceSchema = z
  .string()
  .regex(/^\d{1,3}(?: \d{3})*,\d{2} €$/, 'hinta muodossa "24,90 €" (desimaalipilkku, välilyönti ennen €-merkkiä)');

/** An editor's rating out of 5, in tenths. */
export const ratingSchema = z
  .number()
  .min(0, 'arvosana 0–5')
  .max(5, 'arvosana 0–5')
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, 'arvosana kymmenesosan tarkkuudella');

/** An https address. */
export const httpsUrlSchema = z.url({ protocol: /^https$/, error: 'https-osoite' });

/** A site path such as "/paras-kreatiini" (no trailing slash). */
export const sitePathSchema = z.string().regex(/^\/(?:[^/\s?#]+(?:\/[^/\s?#]+)*)?$/, 'polku muodossa "/polku"');

/** An image of the site's own artwork under public/, e.g. "/images/categories/uni.svg". */
export const localImageSchema = z
  .string()
  .regex(/^\/images\/[a-z0-9/._-]+\.(?:svg|webp|png|jpg)$/, 'oma kuva polussa /images/…');
