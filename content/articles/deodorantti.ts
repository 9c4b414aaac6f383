import type { ArticleBody } from '../schemas/article.ts';

/** Best natural-cosmetics deodorant 2025: four aluminium-salt-free deodorants compared, deodorant vs antiperspirant. */
export const body = {
  id: 'deodorantti',
  updateDate: '2025-06-11',
  content: {
    introduction: `Deodorantti ja antiperspirantti näyttävät hyllyssä samanlaisilta, mutta ne toimivat eri tavoin. Hiki itsessään on lähes hajutonta. Haju syntyy, kun ihon bakteerit hajottavat hien ainesosia. Deodorantti hillitsee hajua esimerkiksi alkoholin, kasviuutteiden, ruokasoodan ja tuoksujen avulla, mutta ei vähennä hikoilua. Antiperspirantissa on alumiinisuoloja, jotka tukkivat hikirauhasten tiehyitä tilapäisesti ja vähentävät siten hikoilua kainaloissa.

Luonnonkosmetiikan deodoranteissa ei ole antiperspiranttien alumiinisuoloja, joten ne ovat aina deodorantteja. Ne sopivat sinulle, jos haluat hillitä hien hajua ja suosit luonnonkosmetiikkaa. Jos kastuvat kainalot ovat sinulle suurempi ongelma kuin haju, luonnonkosmetiikan deodorantti ei sitä ratkaise. Alumiinisuoloja sisältävät antiperspirantit ovat EU:ssa sallittuja kosmetiikkatuotteita, ja kumpaa käytät, on mieltymyskysymys.

Vertailimme neljää Suomessa myytävää luonnonkosmetiikan deodoranttia: suihketta, paperiputkeen pakattua puikkoa ja kahta rullaa. Kun valitset, katso ennen kaikkea koostumusta ja tuoksua, sitä kirveleekö tuote ihoasi, ja hintaa millilitraa tai grammaa kohden.`,
    sections: [
      {
        title: 'Mukana vertailussa',
        type: 'bullets',
        content: [
          'Weleda Citrus Deodorant',
          'Ben & Anna Natural Deodorant Pink Grapefruit',
          'Dr. Hauschka Deodorant Fresh',
          'Madara Herbal Deodorant',
        ],
      },
      {
        title: 'Näin valitsimme',
        type: 'text',
        content: `Otimme vertailuun vain deodorantteja, jotka ovat luonnonkosmetiikkaa ja joita myydään suomalaisissa kaupoissa. Arvioimme ne näillä perusteilla:

- **Ainesosat:** mihin hajun hillitseminen perustuu (esimerkiksi alkoholi, ruokasooda tai kasviuutteet) ja mitä se tarkoittaa herkälle iholle.
- **Sertifikaatti:** onko tuote sertifioitua luonnonkosmetiikkaa.
- **Käyttömuoto:** suihke, rulla tai puikko – ja miltä tuote tuntuu iholla.
- **Tuoksu:** sitrus, greippi tai yrtit. Tuoksuttomia vaihtoehtoja käsittelemme ostajan oppaassa.
- **Hinta käyttömäärää kohden:** laskimme hinnan millilitraa tai grammaa kohden aina, kun pakkauskoko ja hinta ovat tiedossa.
- **Pakkaus:** lasi- ja paperipakkaukset ovat plusmerkki.

Emme ole testanneet tuotteiden tehoa laboratoriossa. Tiedot perustuvat valmistajien ja kauppojen ilmoittamiin tietoihin, hinnat ovat tyypillisiä vähittäishintoja vertailun päivityshetkellä ja arvosanat toimituksen omia.`,
      },
      {
        title: 'Weleda Citrus Deodorant',
        type: 'text-with-image',
        productIds: ['weleda-citrus-deodorant'],
        content: `Weleda Citrus Deodorant on pumppusuihke 100 ml:n lasipullossa. Se on alkoholipohjainen, ja sen raikas tuoksu tulee sitrushedelmien eteerisistä öljyistä. Suihke kuivuu iholla nopeasti, eikä siinä ole ponneainetta. Tuote on sertifioitua luonnonkosmetiikkaa.

**Paras valinta, jos** pidät sitruksen tuoksusta ja haluat nopeasti kuivuvan suihkeen, joka ei jätä tahmeaa tunnetta.

**Vahvuudet:** vertailun edullisin millilitrahinta: Ruohonjuuressa 12,90 €, eli noin 0,13 €/ml. Lasipullon voi kierrättää, ja suihketta on helppo lisätä päivän mittaan.

**Heikkoudet:** alkoholi voi kirvellä vasta ajetulla tai rikkinäisellä iholla, joten odota ajon jälkeen. Sitrustuoksu on selvä, eikä se sovi kaikille, ja hikisenä päivänä suihketta voi joutua lisäämään.`,
      },
      {
        title: 'Ben & Anna Natural Deodorant Pink Grapefruit',
        type: 'text-with-image',
        productIds: ['ben-anna-natural-deodorant-pink-grapefruit'],
        content: `Ben & Anna Natural Deodorant Pink Grapefruit on vegaaninen deodoranttipuikko, joka on pakattu 60 g:n paperiputkeen. Puikko työnnetään putken pohjasta ylöspäin. Hajua hillitsee muun muassa ruokasooda, ja tuoksu on greippinen. Jos luonnonkosmetiikan sertifikaatti on sinulle tärkeä, tarkista merkintä pakkauksesta.

**Paras valinta, jos** haluat välttää muovipakkauksia ja pidät kiinteästä puikosta enemmän kuin suihkeesta tai rullasta.

**Vahvuudet:** muoviton paperipakkaus, vegaaninen koostumus ja raikas greipin tuoksu. Kiinteä puikko ei valu eikä kastele ihoa kuten neste.

**Heikkoudet:** ruokasooda voi ärsyttää osaa herkkäihoisista. Jos kainalo alkaa punoittaa tai kutista, kokeile ruokasoodatonta tuotetta. Hinta on Ruohonjuuressa 11,90 €, eli noin 0,20 €/g. Grammahintaa ei voi suoraan verrata suihkeen millilitrahintaan, koska puikkoa kuluu kerralla eri määrä.`,
      },
      {
        title: 'Dr. Hauschka Deodorant Fresh',
        type: 'text-with-image',
        productIds: ['dr-hauschka-deodorant-fresh'],
        content: `Dr. Hauschka Deodorant Fresh on rullattava deodorantti 50 ml:n pakkauksessa. Siinä on salvian, mintun ja noidanpähkinän uutteita, ja tuoksu on raikkaan yrttinen. Tuote on sertifioitua luonnonkosmetiikkaa.

**Paras valinta, jos** haluat rullattavan deodorantin, jonka tuoksu on yrttinen eikä makea tai hedelmäinen.

**Vahvuudet:** tuntuu iholla miedolta, ja rulla on helppo annostella tasaisesti. Yrttinen tuoksu sopii monelle, joka ei pidä makeista tuoksuista.

**Heikkoudet:** vertailun kallein. Stockmannilla 50 ml maksaa 19,90 €, eli noin 0,40 €/ml – kolminkertaisesti Weledan suihkeeseen verrattuna. Rullattava neste kuivuu hitaammin kuin suihke, joten anna sen imeytyä hetki ennen pukeutumista.`,
      },
      {
        title: 'Madara Herbal Deodorant',
        type: 'text-with-image',
        productIds: ['madara-herbal-deodorant'],
        content: `Madara Herbal Deodorant on latvialaisen Madaran rullattava deodorantti, jossa on luonnon mineraaleja ja salviaa. Tuoksu on hienovarainen ja yrttinen. Tuote on sertifioitua luonnonkosmetiikkaa.

**Paras valinta, jos** haluat rullattavan deodorantin, jossa on hienovarainen yrttituoksu ja salviaa.

**Vahvuudet:** hienovarainen tuoksu, kätevä rullapakkaus ja tunnettu luonnonkosmetiikan merkki, jota myy Lyko.

**Heikkoudet:** hinta ei ollut tiedossamme vertailua päivitettäessä, joten emme voineet laskea millilitrahintaa. Tarkista hinta ja pakkauskoko kaupan sivulta ja vertaa millilitrahintaa muihin. Jos haluat välttää kaikkia alumiiniyhdisteitä, tarkista ainesosaluettelosta, mitä mineraaleja tuotteessa on.`,
      },
      {
        title: 'Vertailun tuotteet',
        type: 'products',
        productIds: [
          'weleda-citrus-deodorant',
          'ben-anna-natural-deodorant-pink-grapefruit',
          'dr-hauschka-deodorant-fresh',
          'madara-herbal-deodorant',
        ],
      },
      {
        title: 'Mitä huomioida ostaessa',
        type: 'text',
        content: `**Deodorantti vai antiperspirantti?** Jos tavoitteesi on vähemmän hien hajua, deodorantti riittää. Jos haluat kainaloiden pysyvän kuivina, tarvitset antiperspirantin. Luonnonkosmetiikan deodorantti ei vähennä hikoilua, eikä sitä kannata odottaakaan.

**Käyttömuoto.** Suihke kuivuu nopeasti ja on hygieeninen, koska se ei kosketa ihoa. Rulla on helppo annostella, mutta sen on annettava kuivua. Puikko ja purkissa myytävä voide eivät valu kuten neste, mutta ne voivat jättää vaatteisiin jälkiä, jos niitä levittää paksulti.

**Ainesosat ja herkkä iho.** Alkoholi kuivuu nopeasti, mutta se voi kirvellä ajon jälkeen. Ruokasooda (Sodium Bicarbonate) hillitsee hajua, mutta osa kokee sen ärsyttävän kainaloa. Alunakivi eli kaliumaluna (Potassium Alum) on mineraali, joka on myös alumiiniyhdiste – tarkista ainesosaluettelo, jos haluat välttää kaikkia alumiiniyhdisteitä.

**Tuoksu vai tuoksuton?** Luonnonkosmetiikan tuoksut tulevat eteerisistä öljyistä, joissa on tuoksuaineita, kuten limoneenia ja linaloolia. Jos tiedät olevasi herkistynyt jollekin tuoksuaineelle, valitse tuote, jossa ei ole lisättyä hajustetta, ja lue ainesosaluettelo. Kaikissa tämän vertailun tuotteissa on tuoksu.

**Näin käytät.** Levitä deodorantti puhtaalle ja kuivalle iholle, esimerkiksi aamulla suihkun jälkeen. Jos ajat kainalot, tee se mieluiten illalla. Hikisenä päivänä voit pestä kainalot ja lisätä tuotetta.

**Hinta käyttömäärää kohden.** Jaa hinta pakkauksen millilitroilla tai grammoilla. Vertaa kuitenkin vain samanlaisia tuotteita keskenään: suihketta kuluu kerralla eri määrä kuin rullaa tai puikkoa.

Lue lisää sertifikaateista ja ainesosaluettelon lukemisesta oppaastamme [luonnonkosmetiikasta](/luonnonkosmetiikka).`,
      },
      {
        title: 'Usein kysytyt kysymykset',
        type: 'text',
        content: `**Miksi luonnonkosmetiikan deodorantti ei estä hikoilua?**
Koska siinä ei ole antiperspiranttien alumiinisuoloja. Se hillitsee hien hajua, mutta hikoilu jatkuu ennallaan.

**Tarvitaanko totutteluaikaa, kun vaihdan antiperspirantista deodoranttiin?**
Antiperspirantista luopuessa hikoilu palaa ennalleen, ja kainalot tuntuvat kosteammilta kuin ennen. Anna itsellesi pari viikkoa aikaa löytää sopiva tuote ja käyttötapa.

**Voinko käyttää deodoranttia heti ajon jälkeen?**
Alkoholipohjainen suihke voi kirvellä vasta ajetulla iholla. Aja kainalot mieluiten illalla ja levitä deodorantti aamulla.

**Entä jos hikoilen hyvin runsaasti?**
Jos hikoilu haittaa arkeasi eikä tavallinen antiperspirantti riitä, keskustele lääkärin kanssa.`,
      },
    ],
    conclusionTitle: 'Yhteenveto',
    conclusion: `- **Paras kokonaisuus ja edullisin:** Weleda Citrus Deodorant – nopeasti kuivuva sitrussuihke lasipullossa, noin 0,13 €/ml.
- **Paras puikko ja muoviton pakkaus:** Ben & Anna Natural Deodorant Pink Grapefruit – vegaaninen puikko paperiputkessa, noin 0,20 €/g.
- **Paras rulla:** Dr. Hauschka Deodorant Fresh – mieto yrttinen rulla, mutta vertailun kallein, noin 0,40 €/ml.
- **Hienovaraisin tuoksu:** Madara Herbal Deodorant – salviainen rulla, jonka hinta kannattaa tarkistaa kaupasta.

Luonnonkosmetiikan deodorantti hillitsee hien hajua, mutta ei vähennä hikoilua. Valitse käyttömuoto ja tuoksu oman mieltymyksesi mukaan, ja jos ihosi on herkkä, vältä alkoholia ja ruokasoodaa tai kokeile tuotetta ensin varovasti.`,
    sources: [
      'Tukes: Kosmetiikka (tukes.fi)',
      'Euroopan parlamentin ja neuvoston asetus (EY) N:o 1223/2009 kosmeettisista valmisteista',
    ],
  },
} satisfies ArticleBody;
