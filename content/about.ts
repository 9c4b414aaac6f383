import type { About } from './schemas/about.ts';

/** The about text: one source for the home page and /tietoa. */
export const about = {
  title: 'Tietoa meistä',
  paragraphs: [
    'Hyvinvointivertailu on suomenkielinen sivusto, joka auttaa sinua valitsemaan hyvinvointituotteita harkiten. Vertailemme lisäravinteita, unta tukevia tuotteita, terveysteknologiaa, liikuntavälineitä ja kauneudenhoidon tuotteita, joita voi ostaa suomalaisista verkkokaupoista.',
    'Jokaisen vertailun taustalla on sama kysymys: mistä tuotteesta on sinulle oikeasti hyötyä ja millä hinnalla. Katsomme ainesosat ja annokset, hinnan annosta tai käyttökertaa kohden, sertifikaatit, saatavuuden Suomessa, käytettävyyden ja takuun. Kerromme jokaisen tuotteen vahvuudet ja heikkoudet yhtä suoraan.',
    'Terveyttä koskevissa teksteissä nojaamme viranomaisten ja asiantuntijoiden julkiseen tietoon, kuten THL:n, Ruokaviraston, EFSAn ja Käypä hoito -suositusten linjauksiin. Ravintolisien vaikutuksista kerromme vain EU:ssa hyväksytyin terveysväittein. Sivuston sisältö on yleistä tietoa, eikä se korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    'Sivusto rahoitetaan mainoslinkeillä. Kun siirryt tuotekortista verkkokauppaan ja teet ostoksen, voimme saada kaupalta pienen palkkion. Palkkio ei nosta maksamaasi hintaa, eikä se vaikuta siihen, mitä tuotteita suosittelemme tai missä järjestyksessä ne esitetään. Mainoslinkit on merkitty sivuilla näkyvästi.',
    'Päivitämme vertailuja, kun tuotteet, hinnat tai suositukset muuttuvat, ja kerromme jokaisen artikkelin alussa, milloin sitä on viimeksi päivitetty. Hinnat ovat tyypillisiä vähittäishintoja päivityshetkellä, joten tarkista voimassa oleva hinta verkkokaupasta ennen ostopäätöstä.',
    'Huomasitko virheen, puuttuuko vertailusta hyvä tuote tai haluatko antaa palautetta? Kirjoita meille osoitteeseen toimitus@hyvinvointivertailu.fi. Luemme jokaisen viestin ja korjaamme virheet mahdollisimman pian.',
  ],
} satisfies About;
