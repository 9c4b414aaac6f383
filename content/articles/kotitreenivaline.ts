import type { ArticleBody } from '../schemas/article.ts';

/** Paras kotitreeniväline 2025: käsipainot, Gymstick, kuminauha, joogamatto ja hierontarulla vertailussa. */
export const body = {
  id: 'kotitreenivaline',
  updateDate: '2025-08-09',
  content: {
    introduction: `Kotona voi treenata tehokkaasti pelkällä kehonpainolla, mutta muutamalla välineellä harjoitteluun saa lisää vastusta ja vaihtelua. Kuminauhat, säädettävät käsipainot, jumppamatto ja hierontarulla ovat suosittuja, koska ne mahtuvat pieneenkin asuntoon ja sopivat moneen liikkeeseen.

Välineestä on eniten hyötyä, kun se sopii omaan tavoitteeseen. Jos haluat kasvattaa voimaa, tarvitset vastusta, jota voi lisätä vähitellen. Jos treenaat lähinnä lattialla, hyvä matto tekee harjoittelusta mukavampaa. Lihashuoltoon ja liikkuvuusharjoitteluun moni käyttää hierontarullaa.

Vertailussa on viisi Suomessa myytävää kotitreenivälinettä eri tarpeisiin. Vertailemme tilantarvetta, monipuolisuutta, vastuksen säädettävyyttä, kestävyyttä ja hintaa. Jos etsit valmista ohjelmaa, jossa välineitä voi hyödyntää, katso [kotitreeniohjelma](/kotitreeniohjelma).`,
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'Gymstick Original',
          'Bowflex SelectTech 552',
          'BLACKROLL LOOP BAND',
          'Casall Yoga mat position 4mm',
          'TriggerPoint GRID Foam Roller',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content: `Valitsimme vertailuun tunnettujen valmistajien välineitä, joita myydään suomalaisissa kaupoissa. Jokainen väline edustaa eri tarvetta, joten ne eivät ole toistensa suoria kilpailijoita. Arvioimme välineet näillä perusteilla:

- **Tilantarve ja säilytys:** mahtuuko väline kaappiin tai sängyn alle.
- **Monipuolisuus:** kuinka monta eri liikettä ja lihasryhmää välineellä voi harjoittaa.
- **Vastuksen säätö:** voiko kuormaa kasvattaa, kun kunto kehittyy.
- **Kestävyys ja materiaalit:** kestääkö väline säännöllistä käyttöä.
- **Hinta käyttökertaa kohden:** esimerkiksi kolmesti viikossa käytetty väline ehtii vuodessa 156 käyttökertaa.
- **Saatavuus Suomessa:** välineitä myyvät Verkkokauppa.com, Intersport ja XXL.

Emme ole teettäneet välineille kestävyystestejä. Tiedot perustuvat valmistajien ilmoittamiin ominaisuuksiin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Arvosanat ovat toimituksen omaa harkintaa.`,
      },
      {
        title: 'Gymstick Original',
        type: 'text-with-image',
        productIds: ['gymstick-original'],
        content: `Gymstick Original on suomalainen klassikko: kuntoilukeppi, jonka päihin kiinnittyvät vastuskuminauhat ja jalkalenkit. Kun astut lenkkeihin ja liikutat keppiä, kuminauhat antavat vastusta esimerkiksi kyykyssä, soudussa, pystypunnerruksessa ja vartalon kierroissa. Gymstickiä saa useana vastustasona. Intersportissa hinta on 44,90 €, joten kolmesti viikossa vuoden käytöllä käyttökerta maksaa noin 0,29 € (44,90 € / 156).

**Paras valinta, jos** haluat yhden välineen koko kehon lihaskuntoharjoitteluun pienessä tilassa.

**Vahvuudet:** monipuolinen, helppo oppia ja sopii eri kuntotasoille, kun vastustaso valitaan oikein. Kevyen välineen voi ottaa mukaan myös mökille.

**Heikkoudet:** yhden kepin vastus on kiinteä, joten kun vahvistut, voit tarvita vahvemman mallin. Pitkä keppi vaatii säilytystilaa, ja hyvin raskaaseen voimaharjoitteluun vastus ei riitä.`,
      },
      {
        title: 'Bowflex SelectTech 552',
        type: 'text-with-image',
        productIds: ['bowflex-selecttech-552'],
        content: `Bowflex SelectTech 552 on säädettävä käsipainopari, jossa kummankin painon voi säätää 2–24 kg:n välille. Paino valitaan kahvan päistä kiertämällä, ja käsipaino nostetaan säilytysalustalta, johon ylimääräiset levyt jäävät. Yksi pari korvaa useita erillisiä käsipainopareja, ja mukana tulevat säilytysalustat. Hinta ei ollut tiedossamme vertailua päivitettäessä, joten tarkista se Verkkokauppa.comista.

**Paras valinta, jos** haluat tehdä kotona monipuolista voimaharjoittelua ja lisätä kuormaa vähitellen kunnon kasvaessa.

**Vahvuudet:** laaja painoalue, nopea painon vaihto ja pieni tilantarve erillisiin käsipainoihin verrattuna.

**Heikkoudet:** säädettävät käsipainot ovat yleensä selvästi kalliimpia kuin vertailun muut välineet. Säätömekanismia on käsiteltävä valmistajan ohjeiden mukaan, eikä painoja pidä pudottaa lattialle. Painot ovat myös kookkaampia kuin yhtä painavat kiinteät käsipainot, mikä voi tuntua joissakin liikkeissä.`,
      },
      {
        title: 'BLACKROLL LOOP BAND',
        type: 'text-with-image',
        productIds: ['blackroll-loop-band'],
        content: `BLACKROLL LOOP BAND on lenkkimäinen vastuskuminauha BLACKROLLilta. Nauha asetetaan esimerkiksi polvien yläpuolelle tai nilkkoihin lantion ja jalkojen liikkeissä, ja sitä voi käyttää myös hartioiden ja yläselän harjoitteisiin. Nauhaa on saatavana useana vastustasona. Hinta ei ollut tiedossamme vertailua päivitettäessä, joten tarkista se XXL:stä.

**Paras valinta, jos** haluat pienen välineen, joka mahtuu taskuun ja kulkee mukana myös matkoilla.

**Vahvuudet:** vie lähes olemattoman vähän tilaa ja sopii moniin liikkeisiin. Lenkkinauha tuo lisähaastetta tuttuihin kehonpainoliikkeisiin, kuten lantionnostoon ja sivuaskeliin.

**Heikkoudet:** yhden nauhan vastus on kiinteä, joten monipuolisempaan treeniin tarvitset useamman vastustason nauhan. Kuminauhat kuluvat käytössä, joten tarkista ennen treeniä, ettei nauhassa ole repeämiä. Jos olet allerginen lateksille, tarkista materiaali tuotetiedoista.`,
      },
      {
        title: 'Casall Yoga mat position 4mm',
        type: 'text-with-image',
        productIds: ['casall-yoga-mat-position-4mm'],
        content: `Casall Yoga mat position 4mm on ruotsalaisen Casallin joogamatto, jonka paksuus on 4 mm. Pinta on pitävä, ja matossa on merkinnät, jotka auttavat asettamaan kädet ja jalat oikeille kohdille. Matto sopii joogaan, pilatekseen ja venyttelyyn sekä lattialla tehtäviin lihaskuntoliikkeisiin. Hinta ei ollut tiedossamme vertailua päivitettäessä, joten tarkista se XXL:stä.

**Paras valinta, jos** joogaat, teet pilatesta tai haluat treenaamiseen pitävän alustan, joka ei liu’u lattialla.

**Vahvuudet:** pitävä pinta, asentoja helpottavat merkinnät ja sopiva paksuus tasapainoa vaativiin asentoihin. Matto on helppo rullata kaapin nurkkaan.

**Heikkoudet:** 4 mm:n matto voi tuntua ohuelta, jos teet paljon liikkeitä polvet kovalla lattialla. Tarvittaessa polvien alle voi laittaa taitetun pyyhkeen. Hyppyliikkeissä matto ei juuri vaimenna ääntä alakertaan.`,
      },
      {
        title: 'TriggerPoint GRID Foam Roller',
        type: 'text-with-image',
        productIds: ['triggerpoint-grid-foam-roller'],
        content: `TriggerPoint GRID Foam Roller on hierontarulla lihashuoltoon ja liikkuvuusharjoitteluun. Rullassa on ontto, jäykkä runko ja kuvioitu vaahtopinta, ja sen pituus on noin 33 cm. Rullaa käytetään esimerkiksi pohkeiden, reisien ja pakaroiden rullaamiseen omalla painolla. XXL:ssä hinta on 39,90 €, joten kolmesti viikossa vuoden käytöllä käyttökerta maksaa noin 0,26 € (39,90 € / 156).

**Paras valinta, jos** haluat edullisen välineen lihashuoltoon treenin jälkeen tai liikkuvuusharjoittelun tueksi.

**Vahvuudet:** jäykkä runko pitää muotonsa pitkään, ja lyhyt rulla mahtuu pieneenkin kaappiin tai laukkuun.

**Heikkoudet:** kova rulla voi tuntua aluksi epämukavalta, joten aloita kevyellä painolla. Noin 33 cm:n rulla on liian lyhyt, jos haluat maata rullan päällä pituussuunnassa. Jos haluat lihashuoltoon tehokkaamman laitteen, katso [lihashuoltovasaroiden vertailu](/paras-lihashuoltovasara).`,
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'gymstick-original',
          'bowflex-selecttech-552',
          'blackroll-loop-band',
          'casall-yoga-mat-position-4mm',
          'triggerpoint-grid-foam-roller',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content: `**Aloita tavoitteesta.** Mieti ensin, mitä haluat harjoittaa. Lihaskuntoon sopivat kuminauhat, Gymstick ja käsipainot, lattialla tehtäviin liikkeisiin ja venyttelyyn matto ja lihashuoltoon hierontarulla. Hyvä aloituspaketti on matto ja yksi vastusväline.

**Vastus, joka kasvaa kanssasi.** Kun treeni alkaa tuntua helpolta, kuormaa pitää voida lisätä. Kuminauhoja kannattaa hankkia useampi vastustaso, ja säädettävät käsipainot ovat tilaa säästävä tapa kasvattaa kuormaa.

**Tila ja säilytys.** Kuminauha mahtuu laatikkoon ja matto rullalle kaapin nurkkaan, mutta käsipainot ja pitkä keppi vaativat oman paikkansa. Säilytä painot tukevalla alustalla, josta ne eivät pääse putoamaan.

**Kahvakuula vai käsipainot?** Kahvakuula on suosittu kotiväline, ja se sopii erityisesti heilautuksiin. Tässä vertailussa kahvakuulaa ei ole. Kiinteäpainoinen kuula on yksinkertainen ja kestävä, mutta kuorman kasvattamiseen tarvitset ajan myötä useamman kuulan, kun taas säädettävät käsipainot korvaavat useita painoja.

**Kestävyys ja turvallisuus.** Tarkista kuminauhat säännöllisesti ja vaihda kulunut nauha uuteen. Treenaa liukumattomalla alustalla ja suojaa lattia painojen alla. Jos sinulla on vamma tai pitkäaikaissairaus, kysy fysioterapeutilta tai lääkäriltä, millaiset liikkeet sopivat sinulle.

**Hinta.** Edullisilla välineillä pääsee hyvin alkuun. Laske hinta käyttökertaa kohden: säännöllisesti käytetty väline tulee nopeasti edulliseksi, kun taas kalliiksikin kaappiin jäänyt laite on huono ostos.`,
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content: `**Mikä on paras ensimmäinen kotitreeniväline?**
Kuminauha tai Gymstick: ne ovat kohtuuhintaisia, vievät vähän tilaa ja sopivat koko kehon harjoitteluun.

**Tarvitsenko kotona käsipainoja?**
Et välttämättä. Kehonpaino ja kuminauhat riittävät pitkälle, mutta jos haluat kasvattaa voimaa pidempään, käsipainoilla kuorman lisääminen on helppoa.

**Kuinka paksu jumppamaton pitäisi olla?**
Joogaan sopii ohuehko, noin 4 mm:n matto, jolla tasapaino säilyy. Jos teet paljon liikkeitä polvillaan tai selinmakuulla kovalla lattialla, paksumpi matto voi tuntua mukavammalta.`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `- **Paras kokonaisuus:** Gymstick Original – suomalainen klassikko koko kehon lihaskuntoharjoitteluun pienessä tilassa, 44,90 €.
- **Paras voimaharjoitteluun:** Bowflex SelectTech 552 – säädettävät käsipainot 2–24 kg, jotka korvaavat useita painopareja.
- **Paras pieni väline:** BLACKROLL LOOP BAND – lenkkinauha, joka mahtuu taskuun ja kulkee mukana matkoilla.
- **Paras alusta:** Casall Yoga mat position 4mm – pitävä joogamatto, jonka merkinnät auttavat asennoissa.
- **Paras lihashuoltoon ja edullisin hinnaltaan tiedossa olevista:** TriggerPoint GRID Foam Roller – jäykkä ja muotonsa pitävä hierontarulla, 39,90 €.

Kotitreenivälinettä valitessa tärkeintä on, että se sopii tavoitteeseesi ja tulee käyttöön. Aloita yhdellä tai kahdella välineellä ja hanki lisää, kun tiedät, mitä tarvitset.

Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.`,
  },
} satisfies ArticleBody;
