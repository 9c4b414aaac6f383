/** The introductions that open the topic hubs (issue: every hub opens with a short Finnish introduction). */
export const hubIntroductions: Readonly<Record<string, string>> = {
  lisaravinteet:
    'Ravintolisä voi täydentää ruokavaliota, mutta se ei korvaa monipuolista syömistä. Näistä artikkeleista löydät, kenelle vitamiineista, kivennäisaineista, proteiineista ja muista valmisteista on hyötyä, millaisia annoksia suositukset tuntevat ja miten tuotteita kannattaa vertailla.',
  liikunta:
    'Liikunnan hyödyt syntyvät harjoittelun ja palautumisen vuorottelusta. Täältä löydät kotitreeniohjelman, vinkit palautumiseen sekä vertailuja välineistä ja liikkujan lisäravinteista.',
  terveysteknologia:
    'Älykellot, sormukset, vaa’at ja valolaitteet keräävät tietoa unesta, sykkeestä ja kehon koostumuksesta. Vertailemme, mitä laitteet oikeasti mittaavat, mitä ne maksavat ja kenelle ne sopivat.',
  kauneus:
    'Ihonhoidossa yksinkertainen rutiini toimii usein parhaiten: puhdistus, kosteutus ja aurinkosuoja. Näissä artikkeleissa vertailemme ihonhoitotuotteita, luonnonkosmetiikkaa ja kauneudenhoidon laitteita maltillisin lupauksin.',
  uni: 'Hyvä uni rakentuu säännöllisestä rytmistä, pimeästä ja viileästä makuuhuoneesta sekä rauhoittuneesta illasta. Vertailuistamme löydät unimaskit, tyynyt ja korvatulpat, jotka voivat tehdä nukkumisesta mukavampaa.',
};
