/**
 * The shop's legal texts (settings key 'texts'), HTML per language. They describe how the demo
 * shop works; an installation replaces them with its own lawyer-approved wording.
 */
const privacyPolicy = {
  nb: `<p>Skolefoto (Fotograf Nordlys AS, org.nr. 912 345 678) er behandlingsansvarlig for personopplysningene som behandles i nettbutikken. Vi behandler opplysninger om deg og barna dine bare for å kunne vise bildene fra fotograferingen, levere bestillingene dine og gi deg kundeservice.</p>
<h3>Hvilke opplysninger vi behandler</h3>
<ul>
<li>Bilder tatt under skole- og barnehagefotograferingen, med navn, klasse og skole.</li>
<li>Navn, e-postadresse, mobilnummer og leveringsadresse som du oppgir når du oppretter konto eller bestiller.</li>
<li>Ordrehistorikk og betalingsstatus. Kortnummer lagres aldri hos oss, men hos betalingsleverandøren.</li>
</ul>
<h3>Grunnlag og lagringstid</h3>
<p>Behandlingen skjer for å oppfylle avtalen med deg (personvernforordningen artikkel 6 nr. 1 bokstav b) og for å oppfylle bokføringsplikten (bokstav c). Bildene slettes fra nettbutikken senest tre år etter fotograferingen. Ordreopplysninger oppbevares i fem år etter regnskapsårets slutt, slik bokføringsloven krever.</p>
<h3>Dine rettigheter</h3>
<p>Du kan når som helst be om innsyn i, retting av eller sletting av opplysningene om deg, og du kan trekke tilbake samtykke til nyhetsbrev. Kontakt oss på <a href="mailto:personvern@skolefoto.example.no">personvern@skolefoto.example.no</a>. Mener du at vi behandler opplysninger i strid med regelverket, kan du klage til Datatilsynet.</p>
<h3>Informasjonskapsler</h3>
<p>Vi bruker nødvendige informasjonskapsler for innlogging og handlekurv. Statistikk og feilsøking brukes bare når du har samtykket, og du kan endre valget ditt under «Innstillinger for informasjonskapsler» i menyen.</p>`,
  en: `<p>Skolefoto (Fotograf Nordlys AS, org. no. 912 345 678) is the data controller for the personal data processed in this web shop. We process data about you and your children only to show the pictures from the photo session, deliver your orders and provide customer service.</p>
<h3>What we process</h3>
<ul>
<li>Pictures taken at the school or kindergarten photo session, with name, class and school.</li>
<li>Name, e-mail address, mobile number and delivery address that you give when you create an account or place an order.</li>
<li>Order history and payment status. Card numbers are never stored by us, only by the payment provider.</li>
</ul>
<h3>Legal basis and retention</h3>
<p>We process the data to fulfil our agreement with you (GDPR article 6(1)(b)) and to meet our bookkeeping obligations (article 6(1)(c)). Pictures are removed from the web shop no later than three years after the photo session. Order data is kept for five years after the end of the financial year, as the Norwegian Bookkeeping Act requires.</p>
<h3>Your rights</h3>
<p>You may at any time ask for access to, correction of or deletion of your data, and you may withdraw consent to newsletters. Contact us at <a href="mailto:personvern@skolefoto.example.no">personvern@skolefoto.example.no</a>. If you believe we process data unlawfully, you may complain to the Norwegian Data Protection Authority (Datatilsynet).</p>
<h3>Cookies</h3>
<p>We use necessary cookies for sign-in and the shopping cart. Statistics and troubleshooting are only used when you have consented, and you can change your choice under "Cookie settings" in the menu.</p>`,
};

const termsOfService = {
  nb: `<p>Disse vilkårene gjelder for bruk av nettbutikken til Skolefoto. Ved å opprette en konto godtar du vilkårene.</p>
<h3>Konto og bildekoder</h3>
<p>Bildekoden du får fra skolen, barnehagen eller fotografen gir tilgang til bildene av én person. Koden er personlig. Del den bare med familie og andre som har rett til å se bildene. Du er ansvarlig for at passordet ditt holdes hemmelig.</p>
<h3>Bruk av bildene</h3>
<p>Bildene er beskyttet av åndsverkloven. Kjøpte digitale bilder kan brukes privat, for eksempel i familiealbum, på sosiale medier og i julekort. Kommersiell bruk krever skriftlig avtale med fotografen. Bilder som ikke er kjøpt, kan ikke lagres, kopieres eller skjermfotograferes for videre bruk.</p>
<h3>Deling</h3>
<p>Du kan invitere familie og venner til å se et bildesett. Du er ansvarlig for at de du inviterer, har rett til å se bildene.</p>
<h3>Endringer</h3>
<p>Vi kan endre vilkårene. Vesentlige endringer varsles på e-post eller ved neste innlogging.</p>`,
  en: `<p>These terms apply to the use of the Skolefoto web shop. By creating an account you accept the terms.</p>
<h3>Account and picture codes</h3>
<p>The picture code you receive from the school, kindergarten or photographer gives access to the pictures of one person. The code is personal. Share it only with family and others who are entitled to see the pictures. You are responsible for keeping your password secret.</p>
<h3>Use of the pictures</h3>
<p>The pictures are protected by the Norwegian Copyright Act. Purchased digital pictures may be used privately, for example in family albums, on social media and in Christmas cards. Commercial use requires a written agreement with the photographer. Pictures that have not been bought may not be saved, copied or captured from the screen for further use.</p>
<h3>Sharing</h3>
<p>You can invite family and friends to see a picture set. You are responsible for making sure the people you invite are entitled to see the pictures.</p>
<h3>Changes</h3>
<p>We may change these terms. Significant changes are announced by e-mail or at your next sign-in.</p>`,
};

const termsOfPurchase = {
  nb: `<p>Selger er Fotograf Nordlys AS, Strandkaien 12, 5013 Bergen, org.nr. 912 345 678, e-post <a href="mailto:kundeservice@skolefoto.example.no">kundeservice@skolefoto.example.no</a>, telefon 55 12 34 56. Kjøpet reguleres av disse vilkårene, forbrukerkjøpsloven og angrerettloven.</p>
<h3>Priser og betaling</h3>
<p>Alle priser er oppgitt i norske kroner inklusive merverdiavgift. Frakt kommer i tillegg og vises før du bekrefter bestillingen. Ved handel over 499 kr er frakten gratis. Betaling skjer med kort, Vipps eller faktura, og beløpet trekkes når bestillingen sendes.</p>
<h3>Levering</h3>
<p>Utskrifter og fotoprodukter sendes normalt innen 5–7 virkedager. Digitale bilder kan lastes ned fra «Mine bildesett» så snart betalingen er godkjent. Kataloger sendes samlet etter siste fotodag.</p>
<h3>Angrerett</h3>
<p>Bilder og produkter som lages etter dine valg og med dine bilder, er tilpasset deg personlig. Angrerettloven § 22 bokstav c gjør derfor unntak fra angreretten for disse varene. Digitale bilder har ikke angrerett når nedlastingen har startet og du har samtykket til det.</p>
<h3>Reklamasjon</h3>
<p>Er produktet feil eller skadet, har du rett til å reklamere etter forbrukerkjøpsloven. Ta kontakt innen rimelig tid etter at du oppdaget feilen, gjerne med et bilde av skaden, så sender vi et nytt produkt uten ekstra kostnad.</p>
<h3>Tvister</h3>
<p>Vi forsøker å løse uenigheter i minnelighet. Du kan også klage til Forbrukertilsynet, og saken kan bringes inn for Forbrukerklageutvalget.</p>`,
  en: `<p>The seller is Fotograf Nordlys AS, Strandkaien 12, 5013 Bergen, Norway, org. no. 912 345 678, e-mail <a href="mailto:kundeservice@skolefoto.example.no">kundeservice@skolefoto.example.no</a>, phone +47 55 12 34 56. The purchase is governed by these terms, the Norwegian Consumer Purchases Act and the Cancellation Act.</p>
<h3>Prices and payment</h3>
<p>All prices are in Norwegian kroner including VAT. Shipping is added and shown before you confirm the order. Shipping is free for orders over NOK 499. You pay by card, Vipps or invoice, and the amount is charged when the order ships.</p>
<h3>Delivery</h3>
<p>Prints and photo products normally ship within 5–7 business days. Digital pictures can be downloaded from "My picture sets" as soon as the payment is approved. Catalogues are sent together after the last photo day.</p>
<h3>Right of withdrawal</h3>
<p>Pictures and products made to your choices and with your pictures are personalised. Section 22(c) of the Cancellation Act therefore exempts them from the right of withdrawal. Digital pictures have no right of withdrawal once the download has started with your consent.</p>
<h3>Complaints</h3>
<p>If a product is faulty or damaged you may complain under the Consumer Purchases Act. Contact us within a reasonable time after discovering the fault, preferably with a photo of the damage, and we will send a new product at no extra cost.</p>
<h3>Disputes</h3>
<p>We try to settle disagreements amicably. You may also complain to the Norwegian Consumer Authority, and the case may be brought before the Consumer Disputes Commission.</p>`,
};

export const legalTexts = { privacyPolicy, termsOfService, termsOfPurchase };
