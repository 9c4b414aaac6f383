import type { ArticleBody } from '../schemas/article.ts';

/** Paras tyyny 2025: neljä TEMPUR-tyynyä nukkuma-asennon mukaan, korkeus ja tukevuus. */
export const body = {
  id: 'tyynyt',
  updateDate: '2025-06-03',
  content: {
    introduction:
      'Tyynyn tehtävä on pitää pää ja niska suunnilleen samassa linjassa selkärangan kanssa koko yön ajan. Liian korkea tyyny taivuttaa niskaa sivulle tai eteenpäin, liian matala taas päästää pään painumaan alas. Kumpikin voi tuntua aamulla jäykkänä niskana, vaikka syy ei aina olekaan tyynyssä.\n\nSopiva tyyny riippuu ennen kaikkea nukkuma-asennosta. Kyljellään nukkuva tarvitsee yleensä korkeimman tyynyn, koska sen pitää täyttää olkapään ja pään välinen tila. Selällään nukkuvalle sopii keskikorkea tyyny, joka tukee niskaa työntämättä päätä eteen, ja vatsallaan nukkuvalle matala ja pehmeä tyyny. Myös patja vaikuttaa: pehmeään patjaan olkapää uppoaa syvemmälle, jolloin matalampi tyyny voi riittää.\n\nVertailussa on neljä TEMPUR-tyynyä, joita myydään suomalaisissa tavarataloissa. Ne on tehty samasta viskoelastisesta TEMPUR-materiaalista, mutta muodoltaan ja tuntumaltaan ne sopivat eri nukkujille. Kun valitset, katso ensin nukkuma-asento, sitten korkeus ja tukevuus ja vasta sen jälkeen hinta. Muistivaahtotyyny tuntuu aluksi erilaiselta kuin tavallinen kuitutyyny, joten varaa totutteluun muutama yö.',
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: ['TEMPUR Original', 'TEMPUR Millennium', 'TEMPUR Symphony', 'TEMPUR Ombracio'],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content:
          'Valitsimme vertailuun tyynyjä, joita myydään suomalaisissa tavarataloissa ja jotka kattavat tavallisimmat nukkuma-asennot. Arvioimme ne näillä perusteilla:\n\n- **Sopivuus nukkuma-asentoon:** kenelle tyynyn muoto ja korkeus on suunniteltu.\n- **Niskatuki ja tukevuus:** pitääkö tyyny muotonsa yön yli ja tukeeko se niskaa.\n- **Korkeusvaihtoehdot:** saako samaa mallia eri korkeuksina, jotta sen voi sovittaa omiin mittoihin.\n- **Materiaali ja hoito:** mistä tyyny on tehty ja voiko päällisen irrottaa ja pestä.\n- **Hinta käyttöyötä kohden:** tyyny on pitkäaikainen hankinta, joten hintaa kannattaa verrata käyttöaikaan.\n- **Saatavuus Suomessa:** tyynyjä myyvät suomalaiset tavaratalot, kuten Stockmann ja Sokos.\n\nEmme ole testanneet tyynyjä laboratoriossa. Tiedot perustuvat valmistajan ja kauppojen ilmoittamiin tietoihin, ja hinnat ovat tyypillisiä hintoja vertailun päivityshetkellä. Kaikkien tyynyjen hintaa ei ollut tiedossamme, joten tarkista ajantasainen hinta kaupasta. Arvosanat ovat toimituksen omaa harkintaa.',
      },
      {
        title: 'TEMPUR Original',
        type: 'text-with-image',
        productIds: ['tempur-original'],
        content:
          'TEMPUR Original on ergonomisesti muotoiltu tyyny, joka on valettu TEMPUR-materiaalista. Materiaali mukautuu pään ja niskan muotoon, ja muotoilu tukee niskaa sekä selin- että kylkimakuulla. Tyynyä saa useana korkeutena, joten sen voi valita hartioiden leveyden ja nukkuma-asennon mukaan. Päällinen on irrotettava ja pestävä. Stockmannissa hinta on 139,00 €. Jos tyyny on käytössä esimerkiksi kolme vuotta eli noin 1 095 yötä, yksi yö maksaa noin 0,13 €.\n\n**Paras valinta, jos** nukut selälläsi tai kyljelläsi ja haluat napakan, muotoillun niskatuen.\n\n**Vahvuudet:** selkeä niskatuki, useita korkeuksia ja pestävä päällinen. Tyyny pitää muotonsa, eikä sitä tarvitse pöyhiä.\n\n**Heikkoudet:** muotoiltu tyyny toimii vain, kun korkeus osuu kohdalleen, joten koko kannattaa kokeilla ennen ostoa. Napakka tuntuma vaatii totuttelua, eikä tyyny sovi vatsallaan nukkuvalle.',
      },
      {
        title: 'TEMPUR Millennium',
        type: 'text-with-image',
        productIds: ['tempur-millennium'],
        content:
          'TEMPUR Millennium on ergonomisesti muotoiltu tyyny, jossa niskatuki on korostettu. Se on valettu TEMPUR-materiaalista ja suunniteltu selin- ja kylkimakuulle, ja sen päällinen on irrotettava ja pestävä. Tyynyä myy Stockmann. Hinta ei ollut tiedossamme vertailua päivitettäessä, joten tarkista se kaupasta.\n\n**Paras valinta, jos** kaipaat selvää tukea niskan alle tai olet jo tottunut muotoiltuun tyynyyn ja haluat tukevamman vaihtoehdon.\n\n**Vahvuudet:** napakka, selvästi muotoiltu niskatuki ja muotonsa hyvin pitävä materiaali. Tyyny ei litisty yön aikana.\n\n**Heikkoudet:** korostettu muoto ei sovi kaikille, ja väärän kokoinen tyyny voi tuntua liian korkealta. Vatsallaan nukkuvalle tyyny on liian tukeva. Kokeile tyynyä mieluiten myymälässä omassa nukkuma-asennossasi ja pyydä jotakuta katsomaan, pysyykö niska suorana.',
      },
      {
        title: 'TEMPUR Symphony',
        type: 'text-with-image',
        productIds: ['tempur-symphony'],
        content:
          'TEMPUR Symphony on kaksipuolinen tyyny: toinen puoli on pyöristetty ja muistuttaa tavallista tyynyä, toinen on ergonomisesti muotoiltu. Tyyny on valettu TEMPUR-materiaalista, ja sen päällinen on irrotettava ja pestävä. Tyynyä myy Sokos. Hinta ei ollut tiedossamme, joten tarkista se kaupasta.\n\n**Paras valinta, jos** vaihdat asentoa yön aikana tai et ole varma, kumpi tuntuma sopii sinulle paremmin.\n\n**Vahvuudet:** kaksi tuntumaa samassa tyynyssä, joten voit kokeilla kumpaakin ja vaihtaa puolta tarpeen mukaan. Pyöristetty puoli on helppo ottaa käyttöön, jos muotoiltu tyyny tuntuu vieraalta.\n\n**Heikkoudet:** kaksipuolisuus on kompromissi, eikä kumpikaan puoli tue niskaa yhtä selvästi kuin pelkästään muotoiltu tyyny. Jos nukut pääosin vatsallasi, valitse mieluummin matala ja pehmeä malli.',
      },
      {
        title: 'TEMPUR Ombracio',
        type: 'text-with-image',
        productIds: ['tempur-ombracio'],
        content:
          'TEMPUR Ombracio on pehmeä ja muotoiltava tyyny, joka on suunniteltu erityisesti vatsallaan ja kyljellään nukkuville. Sen muotoa voi painella mieleisekseen, ja kyljellään nukkuessa tyynyä voi myös halata. Päällinen on irrotettava ja pestävä. Tyynyä myy Stockmann. Hinta ei ollut tiedossamme, joten tarkista se kaupasta.\n\n**Paras valinta, jos** nukut vatsallasi tai haluat pehmeän tyynyn, jonka muotoa voit säätää itse.\n\n**Vahvuudet:** pehmeä tuntuma, joka sopii vatsallaan nukkuvalle, ja halattava muoto.\n\n**Heikkoudet:** selällään nukkuvalle tai leveähartiaiselle kylkinukkujalle pehmeä tyyny voi jäädä liian matalaksi. Muotoiltavan tyynyn tuki riippuu siitä, miten sen asettelee, joten oikean asennon löytäminen vaatii hieman kokeilua.',
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: ['tempur-original', 'tempur-millennium', 'tempur-symphony', 'tempur-ombracio'],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content:
          '**Nukkuma-asento ensin.** Mieti, missä asennossa nukahdat ja heräät. Kyljellään nukkuva tarvitsee yleensä korkeamman tyynyn kuin selällään nukkuva, jotta pää ja niska pysyvät suorassa linjassa, ja vatsallaan nukkuvalle sopii matala, pehmeä tyyny. Jos vaihdat asentoa paljon, valitse keskikorkea tai kaksipuolinen malli.\n\n**Korkeus, hartiat ja patja.** Kylkiasennossa tyynyn pitää täyttää olkapään ja pään välinen tila. Mitä leveämmät hartiat, sitä korkeampaa tyynyä yleensä tarvitset. Patja vaikuttaa samaan: pehmeään patjaan olkapää uppoaa, jolloin matalampi tyyny voi riittää, ja kovalla patjalla tarvitset korkeamman. Jos vaihdat patjaa, tarkista myös tyynyn korkeus.\n\n**Materiaali.** Muistivaahto eli viskoelastinen vaahto mukautuu pään muotoon ja pitää muotonsa, mutta tuntuu aluksi napakalta. Se pehmenee lämmön vaikutuksesta, joten viileässä makuuhuoneessa tyyny voi tuntua illalla jäykemmältä. Makuuhuoneen sopiva lämpötila on 18–20 °C, joten anna tyynylle hetki aikaa lämmetä pään alla. Lateksityyny on joustavampi ja palautuu nopeammin, kuitutyyny on edullinen ja usein kokonaan pestävä, ja untuva- tai höyhentyyny on pehmeä ja muotoiltava, mutta sen tuki vaihtelee pöyhimisen mukaan.\n\n**Hygienia.** Irrotettava ja pestävä päällinen helpottaa tyynyn hoitoa. Käytä lisäksi tyynyliinaa ja pese se muiden lakanoiden mukana. Muistivaahtoista sisäosaa ei yleensä pestä koneessa, joten lue hoito-ohje ennen ostoa.\n\n**Totuttelu ja vaihtaminen.** Uuteen tyynyyn tottuminen voi viedä muutamasta yöstä pariin viikkoon, etenkin jos siirryt pehmeästä kuitutyynystä muotoiltuun tyynyyn. Vaihda tyyny, kun se ei enää palaudu muotoonsa, siihen on painunut kuoppa tai heräät toistuvasti jäykkään niskaan.\n\n**Niskakivut.** Sopiva tyyny voi tehdä nukkumisesta mukavampaa, mutta se ei hoida niskakipua. Jos niska on kipeä pitkään, kipu säteilee käsiin tai siihen liittyy puutumista, hakeudu terveydenhuoltoon. Muita keinoja parempaan uneen löydät oppaasta [Unenlaatu](/unenlaatu).',
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content:
          '**Kuinka korkea tyynyn pitäisi olla?**\nSopiva korkeus riippuu nukkuma-asennosta, hartioiden leveydestä ja patjasta. Tyyny on sopiva, kun pää ja niska pysyvät samassa linjassa selkärangan kanssa. Pyydä jotakuta katsomaan sivulta, kun makaat omassa asennossasi.\n\n**Sopiiko muotoiltu tyyny vatsallaan nukkuvalle?**\nYleensä ei. Muotoillut tyynyt ovat vatsallaan nukkuvalle liian korkeita ja tukevia, jolloin niska kiertyy. Valitse matala ja pehmeä malli, kuten TEMPUR Ombracio.\n\n**Kumpi reuna muotoillussa tyynyssä tulee niskan alle?**\nMonessa muotoillussa tyynyssä on korkeampi ja matalampi reuna. Kokeile kumpaakin: toinen sopii usein paremmin selin- ja toinen kylkimakuulle. Tarkista valmistajan ohje tyynyn pakkauksesta.',
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      '- **Paras kokonaisuus:** TEMPUR Original – napakka niskatuki selin- ja kylkimakuulle, useita korkeuksia ja pestävä päällinen, 139,00 € Stockmannissa.\n- **Tukevin niskatuki:** TEMPUR Millennium – korostettu muoto niille, jotka kaipaavat selvää tukea.\n- **Asentoa vaihtavalle:** TEMPUR Symphony – kaksi tuntumaa samassa tyynyssä.\n- **Vatsallaan nukkuvalle:** TEMPUR Ombracio – pehmeä ja muotoiltava.\n\nTyynyn valinnassa nukkuma-asento ratkaisee enemmän kuin merkki tai hinta. Valitse korkeus, joka pitää pään ja niskan linjassa, ja anna uudelle tyynylle muutama yö aikaa ennen kuin päätät, sopiiko se. Tyyny on kuitenkin vain yksi osa hyvää unta: viileä, pimeä ja hiljainen makuuhuone sekä säännöllinen rytmi ovat yhtä tärkeitä.\n\nTämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Terveyskirjasto Duodecim: Niskakipu (terveyskirjasto.fi)',
      'Käypä hoito: Unettomuus (Suomalainen Lääkäriseura Duodecim)',
    ],
  },
} satisfies ArticleBody;
