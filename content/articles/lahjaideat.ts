import type { ArticleBody } from '../schemas/article.ts';

/** Ten gift ideas for a wellbeing enthusiast from the catalogue: sleep, technology, recovery, training, skin care and supplements. */
export const body = {
  id: 'lahjaideat',
  updateDate: '2025-07-01',
  content: {
    introduction:
      'Hyvinvoinnista kiinnostuneelle on helppo keksiä lahja, mutta vaikea valita sellainen, joka jää oikeasti käyttöön. Hyvä lahja sopii saajan arkeen: unimaski kesäöiden valoisiin makuuhuoneisiin, korvatulpat meluisaan kerrostaloon, kuntoilukeppi olohuoneen nurkkaan tai täyteläinen voide pakkasten kuivattamalle iholle.\n\n' +
      'Kokosimme kymmenen lahjaideaa eri hintaluokista: alle 30 euron pikkulahjoista yli 100 euron teknologiaan. Mukana on unen, palautumisen, liikunnan, ihonhoidon ja ravinnon tuotteita, joita myydään suomalaisissa kaupoissa. Hinnat ovat tyypillisiä hintoja artikkelin päivityshetkellä, joten tarkista ajantasainen hinta kaupasta.\n\n' +
      'Terveyslupauksia emme anna lahjoistakaan: kerromme jokaisesta tuotteesta, mitä se on ja kenelle se sopii.',
    sections: [
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Valitsimme lahjat sivuston vertailuissa mukana olleista tuotteista. Painotimme tuotteita, jotka sopivat monelle, joita on helppo käyttää ja joiden hinta on tiedossa. Pyrimme siihen, että jokaiselle hintaluokalle ja kiinnostuksen kohteelle löytyy jotain. Arvosanat ja valinnat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'Weleda Skin Food Original Ultra-Rich Cream',
        type: 'text-with-image',
        productIds: ['weleda-skin-food-original-ultra-rich-cream'],
        content:
          'Weleda Skin Food Original Ultra-Rich Cream on täyteläinen voide kuivalle iholle, ja sitä voi käyttää sekä kasvoille että vartalolle. Siinä on auringonkukkaöljyä, mehiläisvahaa, lanoliinia ja kasviuutteita, ja se on sertifioitua luonnonkosmetiikkaa. 75 ml:n tuubi maksaa Sokoksella 14,90 €.\n\n' +
          'Voide on pitkäaikainen klassikko ja sopii pikkulahjaksi tai joulupakettiin etenkin talvella, kun pakkanen kuivattaa käsiä ja kasvoja. Koska voiteessa on mehiläisvahaa ja lanoliinia, se ei sovi vegaanille. Tuoksu on selvä, joten hajusteille herkälle kannattaa valita jotain muuta.',
      },
      {
        title: 'Foodin Pohjolan marjat -marjajauhesekoitus',
        type: 'text-with-image',
        productIds: ['foodin-pohjolan-marjat'],
        content:
          'Foodin Pohjolan marjat -marjajauhesekoitus on kotimaisista marjoista valmistettu jauhe, joka on tehty Suomessa. Pakkauksessa on 120 g jauhetta, ja Ruohonjuuressa hinta on 15,95 €. Jauhe sekoitetaan esimerkiksi puuroon, jogurttiin tai smoothieen.\n\n' +
          'Lahjana marjajauhe sopii aamupalasta nauttivalle tai sille, joka haluaa lisätä marjoja ruokavalioonsa myös talvella. Marjajauheille ei ole hyväksyttyjä terveysväitteitä, joten kyse on ennen kaikkea helposta tavasta käyttää kotimaisia marjoja. Lisää vaihtoehtoja löydät [superfoodien vertailusta](/paras-superfood).',
      },
      {
        title: 'Loop Quiet 2',
        type: 'text-with-image',
        productIds: ['loop-quiet-2'],
        content:
          'Loop Quiet 2 ovat pehmeästä silikonista valmistetut, uudelleenkäytettävät korvatulpat nukkumiseen ja keskittymiseen. Valmistajan mukaan ne vaimentavat melua jopa 24 dB. Mukana on neljä kärkikokoa XS:stä L:ään, joten sopiva koko löytyy useimmille. Verkkokauppa.comissa hinta on 24,95 €.\n\n' +
          'Korvatulpat ovat hyvä lahja kerrostalossa asuvalle, kuorsaavan puolison vieressä nukkuvalle tai usein matkustavalle. Saajan kannattaa varmistaa, että hän kuulee herätyksen ja palovaroittimen tulpat korvissa.',
      },
      {
        title: 'Puhdistamo Tripla Magnesium',
        type: 'text-with-image',
        productIds: ['puhdistamo-tripla-magnesium'],
        content:
          'Puhdistamo Tripla Magnesium on kotimaisen Puhdistamon magnesiumvalmiste, jossa on kolmea magnesiumyhdistettä: magnesiummalaattia, magnesiumbisglysinaattia ja magnesiumtauraattia. Pakkauksessa on 120 kapselia, ja Puhdistamon verkkokaupassa hinta on 27,90 €. Magnesium edistää hermoston normaalia toimintaa ja lihasten normaalia toimintaa.\n\n' +
          'Ravintolisä sopii lahjaksi ihmiselle, joka jo käyttää tai on harkinnut magnesiumia, esimerkiksi paljon liikkuvalle. Jos saaja käyttää lääkkeitä tai hänellä on munuaissairaus, magnesiumin käytöstä kannattaa kysyä ensin lääkäriltä tai apteekista. Muita vaihtoehtoja vertailemme [magnesiumvertailussa](/paras-magnesium).',
      },
      {
        title: 'Xiaomi Smart Band 9',
        type: 'text-with-image',
        productIds: ['xiaomi-smart-band-9'],
        content:
          'Xiaomi Smart Band 9 on edullinen aktiivisuusranneke, jossa on 1,62 tuuman AMOLED-näyttö. Se seuraa askeleita, sykettä, veren happisaturaatiota ja unta, ja urheilutiloja on yli 150. Akku kestää valmistajan mukaan jopa 21 päivää. Gigantissa hinta on 39,90 €.\n\n' +
          'Ranneke on hyvä ensimmäinen laite sille, joka haluaa kokeilla aktiivisuuden ja unen seurantaa ilman suurta sijoitusta. Pitkän akunkeston ansiosta sitä ei tarvitse ladata jatkuvasti. Muista, että rannekkeen arviot unesta ja sykkeestä ovat suuntaa antavia eivätkä lääketieteellisiä mittauksia.',
      },
      {
        title: 'Gymstick Original',
        type: 'text-with-image',
        productIds: ['gymstick-original'],
        content:
          'Gymstick Original on suomalainen klassikko: kuntoilukeppi, jonka päihin kiinnittyvät vastuskuminauhat ja jalkalenkit. Sillä voi tehdä lihaskuntoharjoittelua koko keholle pienessäkin tilassa, ja sitä saa useana vastustasona. Intersportissa hinta on 44,90 €.\n\n' +
          'Gymstick sopii lahjaksi kotona treenaavalle, liikuntaa aloittelevalle tai sille, jolle kuntosalille lähteminen on hankalaa. Valitse vastustaso saajan kunnon mukaan: kevyempi taso sopii aloittelijalle, raskaampi jo säännöllisesti treenaavalle. Lisää vinkkejä kotona treenaamiseen löydät [kotitreenivälineiden vertailusta](/paras-kotitreeniväline).',
      },
      {
        title: 'Slip Pure Silk Sleep Mask',
        type: 'text-with-image',
        productIds: ['slip-pure-silk-sleep-mask'],
        content:
          'Slip Pure Silk Sleep Mask on unimaski, joka on valmistettu 100-prosenttisesta mulperisilkistä. Täytteenä on silkkiä, ja myös joustava nauha on päällystetty silkillä. Maski on kevyt, tuntuu iholla sileältä eikä paina silmiä. Stockmannilla hinta on 55,00 €.\n\n' +
          'Unimaski on kätevä lahja sille, jonka makuuhuonetta ei saa pimeäksi, joka nukkuu vuorotyön jälkeen päivällä tai joka matkustaa paljon. Silkkimaski on tavallista unimaskia ylellisempi, joten se sopii myös juhlalahjaksi. Edullisempia vaihtoehtoja löydät [unimaskien vertailusta](/paras-unimaski).',
      },
      {
        title: 'Lumie Vitamin L',
        type: 'text-with-image',
        productIds: ['lumie-vitamin-l'],
        content:
          'Lumie Vitamin L on ohut LED-kirkasvalolamppu. Valmistajan mukaan valaistusvoimakkuus on noin 5 000 luksia 30 cm:n etäisyydellä ja noin 2 500 luksia käsivarren mitan päässä. Lampun voi asettaa pysty- tai vaaka-asentoon, ja sitä käytetään yhdellä painikkeella. Verkkokauppa.comissa hinta on 119,00 €.\n\n' +
          'Kirkasvalolamppu on suomalaiseen pimeään vuodenaikaan sopiva lahja. Sitä käytetään tavallisesti aamulla klo 6–10, 20–30 min kerrallaan ja 30–50 cm:n etäisyydeltä. Jos saajalla on silmäsairaus, hänen kannattaa kysyä lääkäriltä ennen käyttöä. Lisää tietoa löydät [kirkasvalolamppujen vertailusta](/paras-kirkasvalolamppu).',
      },
      {
        title: 'Hyperice Hypervolt Go 2',
        type: 'text-with-image',
        productIds: ['hyperice-hypervolt-go-2'],
        content:
          'Hyperice Hypervolt Go 2 on kevyt, matkakokoinen lihashuoltovasara. Siinä on kolme nopeustasoa ja kaksi hierontapäätä, ja se mahtuu hyvin urheilukassiin. Verkkokauppa.comissa hinta on 149,00 €, joten se on Hyperice-mallistossa edullinen aloitusmalli.\n\n' +
          'Lihashuoltovasara sopii lahjaksi säännöllisesti liikkuvalle, joka haluaa hieroa lihaksiaan treenin jälkeen tai pitkän istumisen päätteeksi. Aloita matalimmalla nopeudella, äläkä hiero luiden, nivelten tai kipeiden kohtien päältä. Jos saajalla on esimerkiksi verenohennuslääkitys tai verisuonisairaus, käytöstä kannattaa kysyä ensin lääkäriltä. Muita malleja vertailemme [lihashuoltovasaroiden vertailussa](/paras-lihashuoltovasara).',
      },
      {
        title: 'Oura Ring 4',
        type: 'text-with-image',
        productIds: ['oura-ring-4'],
        content:
          'Oura Ring 4 on suomalaisen Ouran titaaninen älysormus. Se seuraa unen vaiheita, leposykettä, sykevälivaihtelua, kehon lämpötilan muutoksia ja veren happisaturaatiota, ja akku kestää jopa 8 päivää. Sormus maksaa noin 320–400 €, Ouran omassa kaupassa 399,00 €. Lisäksi sovelluksen useimmat analyysit vaativat jäsenyyden, joka maksaa noin 6 € kuukaudessa.\n\n' +
          'Oura on lahja unestaan kiinnostuneelle, joka ei halua nukkua rannekello ranteessa. Sormuksen koko on varmistettava ennen ostoa, joten sormus sopii lahjaksi parhaiten, kun saaja saa itse valita koon. Lue lisää [unenseurantalaitteiden vertailusta](/paras-unenseurantalaitteet).',
      },
      {
        title: 'Lahjaideat kuvina',
        type: 'product-images',
        productIds: [
          'weleda-skin-food-original-ultra-rich-cream',
          'foodin-pohjolan-marjat',
          'loop-quiet-2',
          'puhdistamo-tripla-magnesium',
          'xiaomi-smart-band-9',
          'gymstick-original',
          'slip-pure-silk-sleep-mask',
          'lumie-vitamin-l',
          'hyperice-hypervolt-go-2',
          'oura-ring-4',
        ],
      },
      {
        title: 'Vinkit lahjan valintaan',
        type: 'bullets',
        content: [
          '**Mieti saajan arkea.** Paras lahja ratkaisee jonkin pienen, arkisen ongelman, kuten valoisan makuuhuoneen tai meluisan naapurin.',
          '**Ravintolisät harkiten.** Kysy ensin, käyttääkö saaja jo samaa ravintolisää tai lääkkeitä, joiden kanssa valmiste ei sovi.',
          '**Koko ja yhteensopivuus.** Tarkista sormuksen koko sekä se, toimiiko laite saajan puhelimen kanssa.',
          '**Ihonhoito ja tuoksut.** Valitse hajusteeton tuote, jos et tiedä saajan ihon herkkyyttä tai tuoksumieltymyksiä.',
        ],
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Alle 30 €:** Weleda Skin Food Original Ultra-Rich Cream, Foodin Pohjolan marjat -marjajauhesekoitus, Loop Quiet 2 ja Puhdistamo Tripla Magnesium.\n' +
      '- **30–100 €:** Xiaomi Smart Band 9, Gymstick Original ja Slip Pure Silk Sleep Mask.\n' +
      '- **Yli 100 €:** Lumie Vitamin L, Hyperice Hypervolt Go 2 ja Oura Ring 4.\n\n' +
      'Hyvinvointilahjan ei tarvitse olla kallis. Pienikin lahja, kuten korvatulpat tai täyteläinen voide, voi olla päivittäisessä käytössä pitkään. Suurempi hankinta, kuten unta seuraava sormus, kannattaa valita yhdessä saajan kanssa, jotta koko ja käyttötarkoitus ovat oikeat. Ja jos lahja on ravintolisä, varmista ensin, että se sopii saajalle.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'EFSA: EU Register of nutrition and health claims – magnesium',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
    ],
  },
} satisfies ArticleBody;
