import type { ArticleBody } from '../schemas/article.ts';

/** Adaptogens: what the term means, ashwagandha (300–600 mg a day), rhodiola and reishi, no authorised claims, safety. */
export const body = {
  id: 'adaptogeenit',
  updateDate: '2025-07-21',
  content: {
    introduction:
      'Adaptogeeneiksi kutsutaan kasveja ja sieniä, joiden on ajateltu auttavan elimistöä sopeutumaan henkiseen ja fyysiseen kuormitukseen. Tunnetuimpia niistä ovat ashwagandha, ruusujuuri ja reishi, joita myydään Suomessa kapseleina, jauheina ja juomasekoituksina.\n\n' +
      'Nimitys kuulostaa tieteelliseltä, mutta se ei ole virallinen tuoteryhmä. Tässä artikkelissa kerromme, mitä sana tarkoittaa, miten kolme tunnetuinta adaptogeenia eroavat toisistaan, millaisia annoksia valmisteissa käytetään ja kenen kannattaa olla erityisen varovainen.',
    sections: [
      {
        title: 'Mitä adaptogeeni tarkoittaa',
        type: 'text',
        content:
          'Adaptogeenin käsite syntyi Neuvostoliitossa 1900-luvun puolivälissä, kun tutkijat etsivät aineita, jotka lisäisivät elimistön kykyä kestää rasitusta. Sittemmin sanasta on tullut ennen kaikkea markkinoinnin termi.\n\n' +
          'EU:n lainsäädännössä adaptogeeni ei ole tunnustettu elintarvikkeiden tai ravintolisien luokka, eikä sanalle ole virallista määritelmää. Adaptogeeneiksi markkinoidut valmisteet ovat Suomessa yleensä ravintolisiä eli elintarvikkeita. Ravintolisiä ei hyväksytä ennen myyntiä: Ruokaviraston mukaan tuotteen turvallisuudesta ja merkinnöistä vastaa sen valmistaja, maahantuoja tai myyjä.\n\n' +
          'Ravintolisät on syytä erottaa kasvirohdosvalmisteista, jotka ovat lääkkeitä ja joille Fimea on myöntänyt myyntiluvan tai rekisteröinnin. Ravintolisä taas on elintarvike, eikä sen markkinoinnissa saa luvata sairauksien hoitamista tai ehkäisemistä.',
      },
      {
        title: 'Ashwagandha',
        type: 'text',
        content:
          'Ashwagandha (Withania somnifera) on intialaisesta ayurveda-perinteestä tuttu koisokasvi, jonka juuresta valmistetaan ravintolisiä. Kapseleissa on tavallisesti juuriuutetta, jonka withanolidipitoisuus on vakioitu. Käytetty uute mainitaan yleensä pakkauksessa.\n\n' +
          'Valmisteiden tavallinen annos on 300–600 mg juuriuutetta päivässä. Jauhetun juuren ja tiivistetyn uutteen milligrammat eivät ole keskenään vertailukelpoisia, joten noudata aina oman valmisteesi annosohjetta. Ashwagandhaa on tutkittu lähinnä pienissä ja lyhyissä tutkimuksissa, ja pitkäaikaisen käytön turvallisuudesta tiedetään vähän. Tarkemmin kasvista kerromme [ashwagandhaa käsittelevässä artikkelissa](/articles/lisaravinteet/ashwagandha).',
      },
      {
        title: 'Ruusujuuri',
        type: 'text',
        content:
          'Ruusujuuri (Rhodiola rosea) on kylmien ja vuoristoisten seutujen kasvi, jota kasvaa myös Pohjoismaissa. Sen juurta on käytetty kansanperinteessä muun muassa Skandinaviassa ja Venäjällä. Ravintolisissä on juuriuutetta, jonka vahvuus ilmoitetaan usein rosaviinien ja salidrosidin pitoisuutena.\n\n' +
          'Ruusujuurelle ei ole yhtä vakiintunutta annosta, ja valmisteiden annokset vaihtelevat, joten noudata pakkauksen ohjetta. Ruusujuurta on tutkittu esimerkiksi väsymyksen ja koetun stressin kannalta, mutta tutkimukset ovat olleet pieniä ja lyhyitä, eikä niistä voi vetää varmoja johtopäätöksiä.',
      },
      {
        title: 'Reishi',
        type: 'text',
        content:
          'Reishi eli lakkakääpä (Ganoderma lucidum) on kääpäsieni, jolla on pitkä käyttöhistoria kiinalaisessa ja japanilaisessa perinteessä. Sitä myydään jauheena, uutteena ja sienisekoituksina, joissa on usein mukana myös esimerkiksi pakuria, siiliorakasta ja cordycepsiä. Tällaisia sienijauheita on mukana [superfood-vertailussamme](/paras-superfood).\n\n' +
          'Sienivalmisteiden markkinoinnissa korostetaan usein beetaglukaaneja. Kauran ja ohran beetaglukaanille on EU:ssa hyväksyttyjä terveysväitteitä, mutta ne eivät koske sienistä saatavaa beetaglukaania. Reishin vaikutuksista ihmisillä on vain vähän luotettavaa tutkimustietoa.',
      },
      {
        title: 'Mitä adaptogeeneista saa luvata',
        type: 'text',
        content:
          'EU:ssa elintarvikkeen terveysvaikutuksista saa kertoa vain hyväksytyillä terveysväitteillä, jotka on kirjattu EU:n väiterekisteriin EFSAn arvioinnin jälkeen. Ashwagandhalle, ruusujuurelle ja reishille ei ole yhtään hyväksyttyä terveysväitettä. Kasveja koskevien väitteiden arviointi on ollut EU:ssa pitkään kesken.\n\n' +
          'Käytännössä lupaukset stressin helpottamisesta, paremmasta unesta, jaksamisesta tai vastustuskyvystä eivät perustu hyväksyttyyn väitteeseen. Jos valmisteen kerrotaan hoitavan tai ehkäisevän sairautta, markkinointi ei ole ravintolisälle sallittua, ja tuotteeseen kannattaa suhtautua varauksella.',
      },
      {
        title: 'Turvallisuus: kenen kannattaa olla varovainen',
        type: 'bullets',
        content: [
          '**Raskaana olevat ja imettävät.** Ashwagandhaa ei pidä käyttää raskauden aikana. Ruusujuuren ja reishin turvallisuudesta raskauden ja imetyksen aikana ei ole riittävästi tietoa, joten niidenkin käyttö kannattaa jättää väliin.',
          '**Lääkkeitä käyttävät.** Ashwagandhalla voi olla yhteisvaikutuksia esimerkiksi rauhoittavien lääkkeiden ja unilääkkeiden, diabetes- ja verenpainelääkkeiden, kilpirauhaslääkkeiden sekä immuunivastetta heikentävien lääkkeiden kanssa. Muiden adaptogeenien yhteisvaikutuksista tiedetään vähän, joten kerro käytöstä lääkärille ja apteekissa.',
          '**Kilpirauhasen sairauksia sairastavat.** Ashwagandha voi vaikuttaa kilpirauhashormonien pitoisuuksiin. Keskustele lääkärin kanssa ennen käyttöä.',
          '**Maksaoireet.** Ashwagandhavalmisteiden käyttöön on yhdistetty yksittäisiä maksavaurioita. Jos sinulla on maksasairaus, keskustele lääkärin kanssa ennen käyttöä. Lopeta käyttö ja hakeudu lääkäriin, jos ihosi tai silmänvalkuaisesi kellertävät, virtsa tummuu tai sinulla on ylävatsakipua.',
          '**Lapset ja nuoret.** Valmisteiden turvallisuutta lapsilla ja nuorilla ei tunneta.',
          '**Sekoitukset.** Monen kasvin tai sienen sekoituksista on vaikea tietää, mikä ainesosa aiheuttaa mahdolliset oireet. Yhden ainesosan valmistetta on helpompi arvioida.',
        ],
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion:
      'Adaptogeeni on markkinointisana, ei virallinen tuoteryhmä. Ashwagandha, ruusujuuri ja reishi ovat keskenään hyvin erilaisia, eikä niille ole EU:ssa hyväksyttyjä terveysväitteitä. Ashwagandhan tavallinen annos on 300–600 mg juuriuutetta päivässä; ruusujuuren ja reishin kohdalla noudata pakkauksen ohjetta.\n\n' +
      'Jos harkitset adaptogeenia, valitse yhden ainesosan valmiste, jonka pakkauksessa kerrotaan kasvinosa, uutteen määrä ja vakiointi. Kerro käytöstä lääkärille, jos käytät lääkkeitä tai sinulla on kilpirauhasen sairaus, ja jätä valmisteet väliin raskauden ja imetyksen aikana. Valmisteita vertailemme [adaptogeenivertailussa](/paras-adaptogeeni).\n\n' +
      'Tämä artikkeli on yleistä tietoa eikä korvaa lääkärin tai muun terveydenhuollon ammattilaisen neuvoja.',
    sources: [
      'NIH Office of Dietary Supplements: Ashwagandha – Fact Sheet for Health Professionals',
      'EFSA: EU Register of nutrition and health claims',
      'Ruokavirasto: Ravintolisät (ruokavirasto.fi)',
      'Fimea: Kasvirohdosvalmisteet (fimea.fi)',
    ],
  },
} satisfies ArticleBody;
