import type { ArticleBody } from '../schemas/article.ts';

/** Superfoods: a marketing term; Finnish berries, nettle, spruce tips and chaga, berry powders, realistic expectations. */
export const body = {
  id: 'superfoodit',
  updateDate: '2025-09-02',
  content: {
    introduction:
      'Superfoodeiksi eli superruoiksi kutsutaan ruokia ja jauheita, joiden ravintoaineita markkinoinnissa korostetaan: marjoja, siemeniä, leviä, yrttejä ja sieniä. Osa niistä tuodaan kaukaa, mutta moni tunnetuimmista kasvaa Suomen metsissä ja pihoilla.\n\n' +
      'Tässä artikkelissa kerromme, mitä sana superfood tarkoittaa ja mitä se ei tarkoita, mitä kotimaisista marjoista, nokkosesta, kuusenkerkästä ja pakurista on hyvä tietää ja miten marjajauheita kannattaa valita ja käyttää. Lopuksi kokoamme realistiset odotukset.',
    sections: [
      {
        title: 'Superfood on markkinointisana',
        type: 'text',
        content:
          'Superfood ei ole ravitsemustieteen eikä elintarvikelainsäädännön käsite, eikä sille ole virallista määritelmää. Sanalla halutaan kertoa, että tuote on erityisen ravinteikas tai terveellinen. Mikään yksittäinen ruoka ei kuitenkaan tee ruokavaliosta terveellistä, vaan ratkaisevaa on kokonaisuus.\n\n' +
          'EU:ssa ruoan terveysvaikutuksista saa kertoa vain hyväksytyillä terveysväitteillä. Esimerkiksi C-vitamiinille on hyväksytty väite ”C-vitamiini edistää immuunijärjestelmän normaalia toimintaa”, mutta sitä saa käyttää vain tuotteessa, jossa C-vitamiinia on riittävästi. Marjoille, nokkoselle, kuusenkerkälle tai pakurille sellaisenaan ei ole hyväksyttyjä terveysväitteitä.',
      },
      {
        title: 'Kotimaiset marjat',
        type: 'text',
        content:
          'Kansallisten ravitsemussuositusten mukaan kasviksia, marjoja ja hedelmiä kannattaa syödä vähintään 500–800 g päivässä, ja noin puolet tästä voi olla marjoja ja hedelmiä. Yksi annos on esimerkiksi desilitra marjoja. Kotimaiset marjat ovat tähän helppo ja usein edullinen keino.\n\n' +
          '- **Mustikka** saa tumman värinsä antosyaaneista, ja siinä on kuitua.\n' +
          '- **Puolukka** sisältää luonnostaan bentsoehappoa, minkä vuoksi se säilyy hyvin.\n' +
          '- **Mustaherukka, tyrni ja lakka** ovat runsaita C-vitamiinin lähteitä.\n\n' +
          'Tuoreista ja pakastetuista marjoista saa samalla kuitua ja nestettä, ja ne ovat yleensä paljon edullisempia kuin marjajauheet. Omat poiminnat ja kotimaiset pakastemarjat sopivat puuroon, jogurttiin ja smoothieen sellaisenaan. Ulkomaiset pakastemarjat ovat aiheuttaneet Suomessa norovirusepidemioita, joten Ruokavirasto neuvoo kuumentamaan ne ennen syömistä, esimerkiksi keittämällä vähintään kaksi minuuttia.',
      },
      {
        title: 'Nokkonen, kuusenkerkkä ja pakuri',
        type: 'text',
        content:
          '**Nokkonen** on kotimainen luonnonkasvi, jonka nuoria versoja ja lehtiä käytetään keittoihin, lettuihin ja leivontaan. Kuivattuna ja jauhettuna se on helppo lisä smoothieen tai taikinaan. Nokkonen on vihreä lehtikasvi, jossa on K-vitamiinia. Jos käytät varfariinia, pidä vihreiden kasvien ja nokkosjauheen määrä ruokavaliossasi tasaisena ja kerro isoista muutoksista hoitavalle taholle.\n\n' +
          '**Kuusenkerkät** ovat kuusen nuoria vuosikasvaimia, joita kerätään alkukesällä. Niistä tehdään siirappia, teetä ja jauhetta, ja niissä on C-vitamiinia. Kerkkien keräämiseen tarvitaan maanomistajan lupa, sillä kasvavan puun osien ottaminen ei kuulu jokamiehenoikeuksiin.\n\n' +
          '**Pakuri** eli pakurikääpä on koivussa kasvava sieni, jota on Suomessa ja Venäjällä perinteisesti keitetty teen tapaan. Nykyään sitä myydään myös uutejauheena. Pakurissa on runsaasti oksalaattia, ja pitkään jatkuneeseen runsaaseen käyttöön on yhdistetty yksittäisiä vakavia munuaishaittoja. Jos sinulla on munuaissairaus tai taipumusta munuaiskiviin tai käytät lääkkeitä, keskustele lääkärin kanssa ennen käyttöä. Pakuria ei saa irrottaa toisen maalla kasvavasta puusta ilman maanomistajan lupaa.',
      },
      {
        title: 'Marjajauheet ja muut jauheet',
        type: 'text',
        content:
          'Marjajauheet valmistetaan kuivaamalla marjat, usein pakastekuivaamalla, ja jauhamalla ne. Koska tuoreet marjat ovat suurimmaksi osaksi vettä, gramma jauhetta vastaa useaa grammaa tuoreita marjoja. Teelusikallinen jauhetta on silti pieni määrä verrattuna desilitraan marjoja.\n\n' +
          'Kun valitset jauhetta, katso ainakin nämä:\n' +
          '- **Ainesosaluettelo:** onko purkissa pelkkää marjaa tai kasvia, vai onko mukana lisättyä sokeria tai täyteaineita.\n' +
          '- **Alkuperä:** kotimaisen raaka-aineen alkuperä kerrotaan yleensä pakkauksessa.\n' +
          '- **Luomu:** EU:n luomumerkki kertoo, että tuote on tuotettu luomusääntöjen mukaan.\n' +
          '- **Hinta painoa kohden:** jauheet ovat grammahinnaltaan kalliita, joten vertaa hintaa 100 grammaa kohden.\n' +
          '- **Annos ja varoitukset:** varsinkin sieniuutteiden pakkauksissa on annosohje ja joskus varoituksia esimerkiksi lääkkeiden kanssa käytöstä.\n\n' +
          'Säilytä jauheet kuivassa ja valolta suojattuna, kansi tiiviisti kiinni. Jauheita eri hinnoilla vertailemme [superfood-vertailussa](/paras-superfood).',
      },
      {
        title: 'Realistiset odotukset',
        type: 'bullets',
        content: [
          'Superfood täydentää monipuolista ruokavaliota, mutta ei korvaa sitä.',
          'Teelusikallinen jauhetta päivässä on vähän verrattuna suositeltuun 500–800 grammaan kasviksia, marjoja ja hedelmiä.',
          'Kotimaiset tuoreet ja pakastetut marjat ovat usein edullisin tapa saada marjojen ravintoaineita.',
          'Lupauksiin esimerkiksi vastustuskyvyn vahvistamisesta, kehon puhdistamisesta tai sairauksien ehkäisystä kannattaa suhtautua epäillen.',
          'Sieniuutteet ovat käytöltään lähempänä ravintolisiä kuin tavallista ruokaa: tarkista annos ja varoitukset pakkauksesta. Adaptogeeneiksi markkinoiduista kasveista ja sienistä kerromme [adaptogeeneja käsittelevässä artikkelissa](/adaptogeenit).',
        ],
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Superfood on markkinointisana, ei virallinen ruokaryhmä. Kotimaiset marjat, nokkonen ja kuusenkerkkä ovat hyviä lisiä monipuoliseen ruokavalioon, mutta niille ei ole hyväksyttyjä terveysväitteitä, eikä yksittäinen ruoka ratkaise ruokavalion terveellisyyttä. Tuoreet ja pakastetut marjat ovat jauheita edullisempia, ja jauheen valinnassa kannattaa katsoa ainesosaluettelo, alkuperä ja hinta 100 grammaa kohden.\n\n' +
      'Pakurin ja muiden sieniuutteiden kanssa kannattaa olla varovainen, jos sinulla on munuaissairaus tai käytät lääkkeitä. Valmiita marja-, kasvi- ja sienijauheita vertailemme [superfood-vertailussa](/paras-superfood).\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'Valtion ravitsemusneuvottelukunta: Kestävää terveyttä ruoasta – kansalliset ravitsemussuositukset 2024',
      'Ruokavirasto: Ulkomaiset pakastemarjat (ruokavirasto.fi)',
      'EFSA: EU Register of nutrition and health claims',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
    ],
  },
} satisfies ArticleBody;
