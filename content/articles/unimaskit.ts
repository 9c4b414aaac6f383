import type { ArticleBody } from '../schemas/article.ts';

/** Parhaat unimaskit 2025: litteä silkkimaski, pehmustettu maski ja silmäkupillinen maski vertailussa. */
export const body = {
  id: 'unimaskit',
  updateDate: '2025-07-05',
  content: {
    introduction:
      'Valo on elimistölle voimakas merkki valveillaolosta. Suomen valoisina kesäöinä, vuorotyön jälkeen päivällä nukkuessa, matkoilla tai kun katuvalo paistaa verhojen raosta, huonetta ei aina saa pimeäksi. Silloin unimaski on edullinen ja helppo tapa tuoda pimeys silmien eteen.\n\nUnimaskeja on kahta päätyyppiä. Litteä maski, esimerkiksi silkkinen, on kevyt ja pehmeä, mutta se lepää silmäluomien päällä ja voi päästää valoa nenän vierestä. Muotoillussa maskissa on pehmuste tai silmäkupit, jotka jättävät silmien kohdalle tilaa ja asettuvat tiiviisti kasvoja vasten. Sopiva malli riippuu siitä, kuinka pimeää haluat, tuntuuko paine silmillä epämukavalta ja nukutko kyljelläsi.\n\nVertailussa on kolme erilaista unimaskia. Kun valitset, katso pimennystä, materiaalia, hihnan säädettävyyttä ja pestävyyttä. Maski ei yksinään ratkaise univaikeuksia, mutta se korjaa yhden tavallisen häiriön: liian valoisan makuuhuoneen.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: ['Slip Pure Silk Sleep Mask', 'TEMPUR Sleep Mask', 'Manta Sleep Mask'],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Valitsimme vertailuun kolme eri tavalla toteutettua maskia: litteän silkkimaskin, pehmustetun muotoillun maskin ja silmäkupeilla varustetun maskin. Arvioimme ne näillä perusteilla:\n\n- **Pimennys:** pääseekö valoa nenän vierestä tai reunoilta.\n- **Paine silmillä:** koskeeko maski silmäluomiin ja ripsiin.\n- **Materiaali ja tuntuma:** miltä maski tuntuu iholla ja kuinka lämmin se on.\n- **Säädettävyys ja pysyvyys:** pysyykö maski paikallaan, kun käännät kylkeä.\n- **Hoito:** voiko maskin pestä ja miten.\n- **Hinta käyttöyötä kohden:** maski on käytössä joka yö, joten hintaa kannattaa verrata käyttöaikaan.\n\nEmme ole mitanneet maskien pimennystä laitteilla. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Kaikkien maskien hintaa ei ollut tiedossamme, joten tarkista ajantasainen hinta kaupasta. Arvosanat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'Slip Pure Silk Sleep Mask',
        type: 'text-with-image',
        productIds: ['slip-pure-silk-sleep-mask'],
        content:
          'Slip Pure Silk Sleep Mask on litteä unimaski, joka on tehty 100-prosenttisesta mulperisilkistä. Kankaan paino on 22 momme, eli silkki on tiheämpää kuin kevyimmissä silkkituotteissa. Maskin täytteenä on silkkiä, ja joustava nauha on päällystetty silkillä. Stockmannissa hinta on 55,00 €. Jos käytät maskia joka yö vuoden ajan, yksi yö maksaa noin 0,15 € (55,00 € / 365 yötä).\n\n**Paras valinta, jos** arvostat kevyttä ja pehmeää maskia, joka tuntuu iholla sileältä, ja makuuhuoneesi on jo melko pimeä.\n\n**Vahvuudet:** kevyt, sileä ja hengittävä. Ohut maski tuntuu tyynyä vasten vähemmän kuin pehmustettu malli, joten se sopii myös kyljellään nukkuvalle.\n\n**Heikkoudet:** litteä maski voi päästää valoa nenän vierestä, joten täysin pimeää sen alla ei aina ole. Silkki vaatii hellävaraista pesua, ja hinta on litteäksi maskiksi korkea.',
      },
      {
        title: 'TEMPUR Sleep Mask',
        type: 'text-with-image',
        productIds: ['tempur-sleep-mask'],
        content:
          'TEMPUR Sleep Mask on muotoiltu unimaski, jonka pehmusteena on TEMPUR-materiaalia. Pehmuste mukautuu kasvojen muotoon, jolloin valoa pääsee reunoilta vähemmän kuin litteän maskin alle. Hihna on säädettävä, ja maski pysyy hyvin paikallaan. Maskia myy Stockmann. Hinta ei ollut tiedossamme vertailua päivitettäessä, joten tarkista se kaupasta.\n\n**Paras valinta, jos** haluat tehokkaan pimennyksen esimerkiksi kesäöinä tai päiväunilla vuorotyön jälkeen ja nukut enimmäkseen selälläsi.\n\n**Vahvuudet:** hyvä pimennys, pehmeä tuntuma ja säädettävä hihna. Pehmuste jakaa maskin painon tasaisesti kasvoille.\n\n**Heikkoudet:** pehmuste on paksumpi ja lämpimämpi kuin silkkimaski, ja kylkimakuulla paksu maski voi painua tyynyä vasten. Muistivaahtoa ei yleensä pestä koneessa, joten lue hoito-ohje ennen ostoa.',
      },
      {
        title: 'Manta Sleep Mask',
        type: 'text-with-image',
        productIds: ['manta-sleep-mask'],
        content:
          'Manta Sleep Mask on muotoiltu unimaski, jossa on kaksi erillistä, syvää silmäkuppia. Kupit kiinnittyvät hihnaan, ja niitä voi siirtää sivusuunnassa, jotta ne asettuvat omien silmien kohdalle. Kupit ympäröivät silmät koskematta silmäluomiin, joten ripsille jää tilaa. Valmistajan mukaan maski pimentää täysin. Hinta ja saatavuus vaihtelevat, joten tarkista ne kaupasta.\n\n**Paras valinta, jos** litteä maski päästää valoa tai painaa silmiä ja haluat mahdollisimman pimeän maskin, jonka voit säätää omille kasvoillesi.\n\n**Vahvuudet:** säädettävät silmäkupit, ei painetta silmäluomille ja tehokas pimennys, kun kupit istuvat hyvin. Maski sopii myös niille, joita silmiä painava maski häiritsee.\n\n**Heikkoudet:** kupit tekevät maskista muita paksumman, joten kylkimakuulla se voi painua tyynyä vasten. Sopivan asennon löytäminen vaatii hetken säätämistä, ja matkalla maski vie enemmän tilaa kuin litteä malli.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: ['slip-pure-silk-sleep-mask', 'tempur-sleep-mask', 'manta-sleep-mask'],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Litteä vai muotoiltu?** Litteä maski on kevyt ja huomaamaton, ja se riittää, kun huone on jo melko pimeä tai haluat vain himmentää valoa. Muotoiltu maski pimentää paremmin ja jättää tilaa silmille, mutta se on paksumpi. Jos nukut kyljelläsi, litteä tai ohut maski tuntuu yleensä mukavimmalta.\n\n**Nenän kohta.** Valo pääsee useimmiten sisään nenänvarren vierestä. Katso, onko maskin alareunassa nenän kohdalla muotoiltu reuna tai pehmuste, joka tiivistää.\n\n**Materiaali ja lämpö.** Silkki ja puuvilla ovat kevyitä ja hengittäviä. Vaahtopehmuste tuntuu lämpimämmältä, mikä voi haitata etenkin kesällä. Pidä makuuhuone viileänä, noin 18–20 °C:ssa, niin maskin alla ei tule kuuma.\n\n**Hihna.** Säädettävä hihna pitää maskin paikallaan kiristämättä. Liian tiukka hihna painaa päätä ja jättää jäljet, liian löysä valuu yöllä pois.\n\n**Hygienia.** Maski on iholla joka yö, joten pese se säännöllisesti valmistajan ohjeen mukaan. Puhdista kasvot ennen maskin asettamista, ja anna silmänympärysvoiteen imeytyä ensin. Matkoilla maski pysyy puhtaana omassa pussissaan.\n\n**Maski ei korvaa pimeää huonetta.** Jos mahdollista, pimennä makuuhuone myös verhoilla ja himmennä valot jo illalla. Lisää keinoja löydät oppaasta [Unenlaatu](/unenlaatu). Jos myös melu valvottaa, katso [korvatulppien vertailu](/paras-korvatulppa).',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Haittaako maski silmien liikkeitä unen aikana?**\nSilmät liikkuvat unen aikana etenkin vilkeunessa. Kevyt litteä maski ei yleensä haittaa, mutta jos paine silmillä tuntuu epämukavalta, valitse maski, jossa on silmäkupit tai syvennykset silmien kohdalla.\n\n**Voiko unimaskia käyttää joka yö?**\nVoi. Pidä maski puhtaana ja vaihda se uuteen, kun hihna venyy tai pehmuste painuu.\n\n**Auttaako unimaski vuorotyössä?**\nPäivällä nukkuessa valo on yksi suurimmista häiriöistä, joten maskista ja pimennysverhoista on usein apua. Jos univaikeudet jatkuvat, ota yhteyttä työterveyshuoltoon.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus:** Slip Pure Silk Sleep Mask – kevyt ja sileä silkkimaski, joka sopii myös kylkimakuulle, 55,00 € eli noin 0,15 € yöltä vuoden käytössä.\n- **Tehokkain pimennys:** Manta Sleep Mask – säädettävät silmäkupit, jotka eivät paina silmiä.\n- **Mukautuva pehmuste:** TEMPUR Sleep Mask – pimentää hyvin ja pysyy paikallaan säädettävän hihnan ansiosta.\n\nValitse litteä maski, jos arvostat keveyttä ja nukut kyljelläsi, ja muotoiltu maski, jos tarvitset mahdollisimman pimeän ympäristön. Hyvä maski ei paina liikaa, ei päästä valoa nenän vierestä ja pysyy paikallaan koko yön. Maski on kuitenkin vain yksi keino: viileä, pimeä ja hiljainen makuuhuone sekä säännöllinen rytmi tukevat unta eniten.\n\nTämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Käypä hoito: Unettomuus (Suomalainen Lääkäriseura Duodecim)',
      'Terveyskirjasto Duodecim: Unettomuus (terveyskirjasto.fi)',
    ],
  },
} satisfies ArticleBody;
