import type { Product } from '../schemas/product.ts';
import { alykellot } from './alykellot.ts';
import { alyvaat } from './alyvaat.ts';
import { deodorantit } from './deodorantit.ts';
import { elektrolyytit } from './elektrolyytit.ts';
import { kauneus } from './kauneus.ts';
import { kirkasvalolamput } from './kirkasvalolamput.ts';
import { kollageenivalmisteet } from './kollageenivalmisteet.ts';
import { kotitreenivalineet } from './kotitreenivalineet.ts';
import { kreatiini } from './kreatiini.ts';
import { laboratoriotestit } from './laboratoriotestit.ts';
import { lihashuoltovasarat } from './lihashuoltovasarat.ts';
import { lisaravinteet } from './lisaravinteet.ts';
import { lisaravinteet50 } from './lisaravinteet-50.ts';
import { mikroneulain } from './mikroneulain.ts';
import { paljasjalkakengat } from './paljasjalkakengat.ts';
import { proteiinijauheet } from './proteiinijauheet.ts';
import { punavalo } from './punavalo.ts';
import { shampoot } from './shampoot.ts';
import { superfoodit } from './superfoodit.ts';
import { uni } from './uni.ts';
import { verenpainemittarit } from './verenpainemittarit.ts';

/** The catalogue by file, so that validation can name the file of a broken entry. */
export const catalogueFiles: { file: string; products: readonly Product[] }[] = Object.entries({
  alykellot,
  alyvaat,
  deodorantit,
  elektrolyytit,
  kauneus,
  kirkasvalolamput,
  kollageenivalmisteet,
  kotitreenivalineet,
  kreatiini,
  laboratoriotestit,
  lihashuoltovasarat,
  lisaravinteet,
  'lisaravinteet-50': lisaravinteet50,
  mikroneulain,
  paljasjalkakengat,
  proteiinijauheet,
  punavalo,
  shampoot,
  superfoodit,
  uni,
  verenpainemittarit,
}).map(([name, products]) => ({ file: `content/products/${name}.ts`, products }));

/** Every product offer of the catalogue. */
export const products: readonly Product[] = catalogueFiles.flatMap((entry) => entry.products);
