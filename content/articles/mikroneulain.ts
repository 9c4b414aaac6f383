import type { ArticleBody } from '../schemas/article.ts';

/** Paras mikroneulain 2025: kaksi mikroneulausrullaa ja yksi sähköinen mikroneulauskynä vertailussa sekä turvallisen kotikäytön perusteet. */
export const body = {
  id: 'mikroneulain',
  updateDate: '2025-05-30',
  content: {
    introduction:
      'Mikroneulaimella tehdään ihoon hyvin pieniä pistoja. Kotikäyttöön myydään kahdenlaisia laitteita: mikroneulausrullia, joissa lyhyet neulat ovat iholla pyörivän rullan pinnassa, ja sähköisiä mikroneulauskyniä, joiden neulat liikkuvat nopeasti ylös ja alas ja osuvat ihoon kohtisuoraan. Hoitoloissa ja klinikoilla käytetään samantyyppisiä välineitä, mutta niissä neulat ovat pidempiä ja hoidon tekee koulutettu ammattilainen.\n\n' +
      'Valmistajat markkinoivat kotimikroneulausta ihon pinnan tasoittamiseen ja ihonhoitotuotteiden imeytymisen parantamiseen. Kotilaitteiden vaikutuksista on kuitenkin vähän riippumatonta tutkimusta, joten emme lupaa niille vaikutuksia. Kotona neulat ovat hyvin lyhyitä, ja mikroneulaus on kauneudenhoitoa, ei ihosairauksien tai arpien hoitoa.\n\n' +
      'Mikroneulaus rikkoo ihon pinnan, joten hygienia on tärkeintä. Älä käytä mikroneulainta, jos iholla on tulehtuneita näppylöitä, huuliherpes tai muu infektio, ihottumaa tai haavoja. Jos käytät tai olet hiljattain käyttänyt isotretinoiinia sisältävää aknelääkettä, kysy lääkäriltä ennen kuin neulaat ihoa kotona. Vertailussa on kolme suomalaisista kaupoista tai hoitoloista saatavaa mikroneulainta. Perusteet löydät myös oppaastamme [Mikroneulauslaitteet kotikäytössä](/articles/vertailut/mikroneulauslaitteet).',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: ['Environ Cosmetic Roll-CIT', 'BeautyBio GloPRO', 'Dr. Pen Ultima A6'],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Arvioimme mikroneulaimet kotikäytön turvallisuuden näkökulmasta näillä perusteilla:\n\n' +
          '- **Neulojen pituus:** kotikäyttöön sopivat vain hyvin lyhyet neulat. Suosimme laitteita, joissa lyhyt neula on vakiona eikä säätö houkuttele kokeilemaan pidempiä pistoja.\n' +
          '- **Hygienia:** voiko neulat puhdistaa tai vaihtaa helposti, ja kertooko valmistaja selvästi, miten laite puhdistetaan.\n' +
          '- **Käyttötapa:** rulla vai kynä ja kuinka helppo laitetta on käyttää oikein.\n' +
          '- **Käyttökulut:** vaihdettavien rullapäiden tai neulakasettien tarve hankintahinnan lisäksi.\n' +
          '- **Saatavuus Suomessa ja opastus:** mistä laitteen saa ja saako ostaessa neuvontaa.\n\n' +
          'Emme ole testanneet laitteita iholla. Tiedot perustuvat valmistajien ja myyjien ilmoittamiin ominaisuuksiin, ja arvosanat ovat toimituksen omaa harkintaa. Yhdenkään vertailun laitteen hinta ei ollut tiedossamme päivityshetkellä, joten tarkista hinnat ja vaihtopäiden hinnat kaupasta.',
      },
      {
        title: 'Environ Cosmetic Roll-CIT',
        type: 'text-with-image',
        productIds: ['environ-cosmetic-roll-cit'],
        content:
          'Environ Cosmetic Roll-CIT on eteläafrikkalaisen ihonhoitomerkin Environin kotikäyttöön tarkoitettu mikroneulausrulla kasvoille. Sen neulat ovat 0,2 mm pitkiä, eli ne ovat kotikäyttöönkin tarkoitetuista neuloista lyhyimmästä päästä. Valmistaja ohjeistaa käyttämään rullaa osana omaa ihonhoitosarjaansa. Suomessa rullaa myydään pääasiassa Environ-tuotteita käyttävien kauneushoitoloiden kautta, joten ostaessa saa yleensä samalla opastusta. Hinta ei ollut tiedossamme, joten kysy se myyjältä.\n\n' +
          '**Paras valinta, jos** haluat aloittaa mahdollisimman lyhyillä neuloilla ja ostat mieluiten hoitolasta, jossa käyttö neuvotaan.\n\n' +
          '**Vahvuudet:** lyhyet 0,2 mm:n neulat, tunnettu ihonhoitomerkki ja mahdollisuus saada ohjeet ammattilaiselta.\n\n' +
          '**Heikkoudet:** saatavuus on hoitolakohtaista, eikä rullaa välttämättä löydy tavallisista verkkokaupoista. Rullan neulat tylsyvät käytössä, joten rulla on vaihdettava valmistajan ohjeen mukaan.',
      },
      {
        title: 'BeautyBio GloPRO',
        type: 'text-with-image',
        productIds: ['beautybio-glopro'],
        content:
          'BeautyBio GloPRO on yhdysvaltalaisen BeautyBion kotikäyttöön tarkoitettu mikroneulausväline kasvoille. Siinä on vaihdettavat rullapäät, joten rungon voi pitää, vaikka neulat vaihdetaan. Valmistajan ohjeen mukaan rullapää puhdistetaan ennen jokaista käyttökertaa ja jokaisen käyttökerran jälkeen. Hinta ei ollut tiedossamme vertailua päivitettäessä, joten tarkista laitteen ja vaihtopäiden hinnat kaupasta.\n\n' +
          '**Paras valinta, jos** haluat kotikäyttöön suunnitellun välineen, jossa kuluvan osan voi vaihtaa uuteen.\n\n' +
          '**Vahvuudet:** vaihdettavat päät helpottavat hygieniaa, käyttö on yksinkertaista ja valmistajan puhdistusohje on selkeä.\n\n' +
          '**Heikkoudet:** vaihtopäät ovat jatkuva lisäkulu, ja rullassa neulat osuvat ihoon vinosti. Tarkista neulojen pituus pakkauksesta ennen ostoa.',
      },
      {
        title: 'Dr. Pen Ultima A6',
        type: 'text-with-image',
        productIds: ['dr-pen-ultima-a6'],
        content:
          'Dr. Pen Ultima A6 on sähkökäyttöinen mikroneulauskynä, jossa neulojen syvyyttä ja nopeutta voi säätää. Neulat ovat steriileissä, kertakäyttöisissä neulakaseteissa, jotka vaihdetaan joka käyttökerralla. Dr. Pen -kyniä käytetään myös hoitoloissa, ja Ultima A6:n syvyysasetukset ulottuvat selvästi pidemmälle kuin kotikäyttöön sopivat lyhyet neulat. Hinta ei ollut tiedossamme, joten tarkista kynän ja neulakasettien hinnat kaupasta.\n\n' +
          '**Paras valinta, jos** olet jo perehtynyt mikroneulaukseen ja haluat kynän, jonka neulat osuvat ihoon kohtisuoraan.\n\n' +
          '**Vahvuudet:** kohtisuora pisto, steriilit kertakäyttöiset kasetit ja säädettävä syvyys.\n\n' +
          '**Heikkoudet:** laitetta on helppo käyttää väärin, koska se pystyy paljon pidempiin pistoihin kuin kotona on turvallista. Käytä vain lyhyimpiä asetuksia. Kertakäyttöiset kasetit tekevät käytöstä kalliimpaa. Sopii huonosti ensimmäiseksi mikroneulaimeksi.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: ['environ-cosmetic-roll-cit', 'beautybio-glopro', 'dr-pen-ultima-a6'],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Rulla vai kynä?** Rulla on yksinkertainen ja edullinen, mutta sen neulat menevät ihoon ja tulevat ulos vinosti rullan pyöriessä. Kynässä neulat liikkuvat kohtisuoraan, ja pistojen syvyys pysyy tasaisempana. Kynä on kuitenkin sähkölaite, jonka säätöihin on perehdyttävä, ja sen neulakasetit ovat jatkuva kulu. Aloittelijalle lyhytneulainen rulla on yleensä helpompi.\n\n' +
          '**Neulan pituus.** Kotikäyttöön tarkoitettujen laitteiden neulat ovat tavallisesti noin 0,2–0,3 mm pitkiä. Pidemmät, 0,5 mm:n ja sitä pidemmät neulat ulottuvat syvemmälle ihoon. Niihin liittyy suurempi verenvuodon, tulehduksen ja pigmenttimuutosten riski, ja ne kuuluvat ammattilaisille. Jos laitteen syvyyttä voi säätää, käytä vain lyhyimpiä asetuksia.\n\n' +
          '**Hygienia.** Puhdista kädet ja kasvot ennen käyttöä. Desinfioi rulla tai rullapää ennen käyttöä ja sen jälkeen valmistajan ohjeen mukaan ja säilytä se kuivuttuaan suojakotelossa. Älä koskaan lainaa mikroneulainta toiselle. Vaihda rulla tai rullapää valmistajan ohjeen mukaan ja heti, jos neulat näyttävät vääntyneiltä. Kynän neulakasetti vaihdetaan joka kerta.\n\n' +
          '**Kenelle kotimikroneulaus ei sovi?** Älä neulaa ihoa, jos siinä on tulehtunutta aknea, huuliherpes tai muu infektio, ihottumaa, haavoja, auringonpolttama tai luomia neulattavalla alueella. Jos käytät tai olet hiljattain käyttänyt isotretinoiinia, kysy lääkäriltä ennen neulausta. Kysy lääkäriltä myös, jos sinulla on taipumus arpeutua paksusti tai käytät verenvuotoon vaikuttavaa lääkitystä.\n\n' +
          '**Jälkihoito.** Iho voi punoittaa hetken neulauksen jälkeen. Älä käytä heti neulauksen jälkeen retinolia, happoja tai muita ärsyttäviä aineita, ja jätä meikki pois valmistajan ohjeen mukaan. Suojaa iho auringolta. Lisää retinolista voit lukea [retinolivertailusta](/paras-retinoli), ja sopivan aurinkosuojan löydät [aurinkovoiteiden vertailusta](/paras-aurinkovoide).',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Sattuuko mikroneulaus?**\nLyhyet kotikäyttöön tarkoitetut neulat tuntuvat useimmista lähinnä kihelmöinniltä. Jos ihosta tulee verta, neulat ovat liian pitkät tai painat liian kovaa.\n\n' +
          '**Kuinka usein mikroneulainta voi käyttää?**\nNoudata valmistajan ohjetta. Anna ihon palautua kokonaan ennen seuraavaa kertaa, ja pidä taukoa, jos iho ärtyy.\n\n' +
          '**Voiko mikroneulauksella hoitaa arpia?**\nArpien hoito kuuluu ihotautilääkärille tai muulle ammattilaiselle. Kotilaitteet on tarkoitettu kevyeen kauneudenhoitoon.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus kotikäyttöön:** Environ Cosmetic Roll-CIT – lyhyet 0,2 mm:n neulat, ja hoitolasta ostaessa saat käyttöön opastusta.\n' +
      '- **Vaihdettavat rullapäät:** BeautyBio GloPRO – kotikäyttöön suunniteltu väline, jonka kuluvan osan voi vaihtaa.\n' +
      '- **Kokeneelle käyttäjälle:** Dr. Pen Ultima A6 – kohtisuoraan pistävä kynä ja kertakäyttöiset neulakasetit, mutta syvyysasetukset ulottuvat kotikäytön rajojen yli.\n\n' +
      'Kotimikroneulauksessa tärkeintä ovat lyhyet neulat ja hyvä hygienia. Jätä neulaus väliin, jos iholla on tulehtunutta aknea, infektio tai ihottumaa, ja kysy lääkäriltä, jos käytät isotretinoiinia. Syvemmät hoidot ja arpien hoito kuuluvat ammattilaiselle.\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Käypä hoito: Akne (Suomalainen Lääkäriseura Duodecim)',
      'Terveyskirjasto Duodecim: Akne (terveyskirjasto.fi)',
      'Terveyskirjasto Duodecim: Huuliherpes (terveyskirjasto.fi)',
    ],
  },
} satisfies ArticleBody;
