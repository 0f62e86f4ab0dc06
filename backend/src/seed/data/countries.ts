/**
 * Countries with dial codes (spec 1 §3 "Country entries"): id, short code, phone code, English name.
 * Generated once from libphonenumber-js metadata (calling codes) and Intl.DisplayNames (English
 * names), then committed; the extra codes MYC and MYNC (spec 1 §3, spec 3 Localisation) are
 * appended by hand (Malaysia, +60). Ids are stable: append new entries, never renumber.
 * Format: one `id|ab|phoneCode|name` per line.
 */
export const COUNTRY_TABLE = `
1|AC|247|Ascension Island
2|AD|376|Andorra
3|AE|971|United Arab Emirates
4|AF|93|Afghanistan
5|AG|1|Antigua & Barbuda
6|AI|1|Anguilla
7|AL|355|Albania
8|AM|374|Armenia
9|AO|244|Angola
10|AR|54|Argentina
11|AS|1|American Samoa
12|AT|43|Austria
13|AU|61|Australia
14|AW|297|Aruba
15|AX|358|Åland Islands
16|AZ|994|Azerbaijan
17|BA|387|Bosnia & Herzegovina
18|BB|1|Barbados
19|BD|880|Bangladesh
20|BE|32|Belgium
21|BF|226|Burkina Faso
22|BG|359|Bulgaria
23|BH|973|Bahrain
24|BI|257|Burundi
25|BJ|229|Benin
26|BL|590|St. Barthélemy
27|BM|1|Bermuda
28|BN|673|Brunei
29|BO|591|Bolivia
30|BQ|599|Caribbean Netherlands
31|BR|55|Brazil
32|BS|1|Bahamas
33|BT|975|Bhutan
34|BW|267|Botswana
35|BY|375|Belarus
36|BZ|501|Belize
37|CA|1|Canada
38|CC|61|Cocos (Keeling) Islands
39|CD|243|Congo - Kinshasa
40|CF|236|Central African Republic
41|CG|242|Congo - Brazzaville
42|CH|41|Switzerland
43|CI|225|Côte d’Ivoire
44|CK|682|Cook Islands
45|CL|56|Chile
46|CM|237|Cameroon
47|CN|86|China
48|CO|57|Colombia
49|CR|506|Costa Rica
50|CU|53|Cuba
51|CV|238|Cape Verde
52|CW|599|Curaçao
53|CX|61|Christmas Island
54|CY|357|Cyprus
55|CZ|420|Czechia
56|DE|49|Germany
57|DJ|253|Djibouti
58|DK|45|Denmark
59|DM|1|Dominica
60|DO|1|Dominican Republic
61|DZ|213|Algeria
62|EC|593|Ecuador
63|EE|372|Estonia
64|EG|20|Egypt
65|EH|212|Western Sahara
66|ER|291|Eritrea
67|ES|34|Spain
68|ET|251|Ethiopia
69|FI|358|Finland
70|FJ|679|Fiji
71|FK|500|Falkland Islands
72|FM|691|Micronesia
73|FO|298|Faroe Islands
74|FR|33|France
75|GA|241|Gabon
76|GB|44|United Kingdom
77|GD|1|Grenada
78|GE|995|Georgia
79|GF|594|French Guiana
80|GG|44|Guernsey
81|GH|233|Ghana
82|GI|350|Gibraltar
83|GL|299|Greenland
84|GM|220|Gambia
85|GN|224|Guinea
86|GP|590|Guadeloupe
87|GQ|240|Equatorial Guinea
88|GR|30|Greece
89|GT|502|Guatemala
90|GU|1|Guam
91|GW|245|Guinea-Bissau
92|GY|592|Guyana
93|HK|852|Hong Kong SAR China
94|HN|504|Honduras
95|HR|385|Croatia
96|HT|509|Haiti
97|HU|36|Hungary
98|ID|62|Indonesia
99|IE|353|Ireland
100|IL|972|Israel
101|IM|44|Isle of Man
102|IN|91|India
103|IO|246|British Indian Ocean Territory
104|IQ|964|Iraq
105|IR|98|Iran
106|IS|354|Iceland
107|IT|39|Italy
108|JE|44|Jersey
109|JM|1|Jamaica
110|JO|962|Jordan
111|JP|81|Japan
112|KE|254|Kenya
113|KG|996|Kyrgyzstan
114|KH|855|Cambodia
115|KI|686|Kiribati
116|KM|269|Comoros
117|KN|1|St. Kitts & Nevis
118|KP|850|North Korea
119|KR|82|South Korea
120|KW|965|Kuwait
121|KY|1|Cayman Islands
122|KZ|7|Kazakhstan
123|LA|856|Laos
124|LB|961|Lebanon
125|LC|1|St. Lucia
126|LI|423|Liechtenstein
127|LK|94|Sri Lanka
128|LR|231|Liberia
129|LS|266|Lesotho
130|LT|370|Lithuania
131|LU|352|Luxembourg
132|LV|371|Latvia
133|LY|218|Libya
134|MA|212|Morocco
135|MC|377|Monaco
136|MD|373|Moldova
137|ME|382|Montenegro
138|MF|590|St. Martin
139|MG|261|Madagascar
140|MH|692|Marshall Islands
141|MK|389|North Macedonia
142|ML|223|Mali
143|MM|95|Myanmar (Burma)
144|MN|976|Mongolia
145|MO|853|Macao SAR China
146|MP|1|Northern Mariana Islands
147|MQ|596|Martinique
148|MR|222|Mauritania
149|MS|1|Montserrat
150|MT|356|Malta
151|MU|230|Mauritius
152|MV|960|Maldives
153|MW|265|Malawi
154|MX|52|Mexico
155|MY|60|Malaysia
156|MZ|258|Mozambique
157|NA|264|Namibia
158|NC|687|New Caledonia
159|NE|227|Niger
160|NF|672|Norfolk Island
161|NG|234|Nigeria
162|NI|505|Nicaragua
163|NL|31|Netherlands
164|NO|47|Norway
165|NP|977|Nepal
166|NR|674|Nauru
167|NU|683|Niue
168|NZ|64|New Zealand
169|OM|968|Oman
170|PA|507|Panama
171|PE|51|Peru
172|PF|689|French Polynesia
173|PG|675|Papua New Guinea
174|PH|63|Philippines
175|PK|92|Pakistan
176|PL|48|Poland
177|PM|508|St. Pierre & Miquelon
178|PR|1|Puerto Rico
179|PS|970|Palestinian Territories
180|PT|351|Portugal
181|PW|680|Palau
182|PY|595|Paraguay
183|QA|974|Qatar
184|RE|262|Réunion
185|RO|40|Romania
186|RS|381|Serbia
187|RU|7|Russia
188|RW|250|Rwanda
189|SA|966|Saudi Arabia
190|SB|677|Solomon Islands
191|SC|248|Seychelles
192|SD|249|Sudan
193|SE|46|Sweden
194|SG|65|Singapore
195|SH|290|St. Helena
196|SI|386|Slovenia
197|SJ|47|Svalbard & Jan Mayen
198|SK|421|Slovakia
199|SL|232|Sierra Leone
200|SM|378|San Marino
201|SN|221|Senegal
202|SO|252|Somalia
203|SR|597|Suriname
204|SS|211|South Sudan
205|ST|239|São Tomé & Príncipe
206|SV|503|El Salvador
207|SX|1|Sint Maarten
208|SY|963|Syria
209|SZ|268|Eswatini
210|TA|290|Tristan da Cunha
211|TC|1|Turks & Caicos Islands
212|TD|235|Chad
213|TG|228|Togo
214|TH|66|Thailand
215|TJ|992|Tajikistan
216|TK|690|Tokelau
217|TL|670|Timor-Leste
218|TM|993|Turkmenistan
219|TN|216|Tunisia
220|TO|676|Tonga
221|TR|90|Türkiye
222|TT|1|Trinidad & Tobago
223|TV|688|Tuvalu
224|TW|886|Taiwan
225|TZ|255|Tanzania
226|UA|380|Ukraine
227|UG|256|Uganda
228|US|1|United States
229|UY|598|Uruguay
230|UZ|998|Uzbekistan
231|VA|39|Vatican City
232|VC|1|St. Vincent & Grenadines
233|VE|58|Venezuela
234|VG|1|British Virgin Islands
235|VI|1|U.S. Virgin Islands
236|VN|84|Vietnam
237|VU|678|Vanuatu
238|WF|681|Wallis & Futuna
239|WS|685|Samoa
240|XK|383|Kosovo
241|YE|967|Yemen
242|YT|262|Mayotte
243|ZA|27|South Africa
244|ZM|260|Zambia
245|ZW|263|Zimbabwe
246|MYC|60|Malay Chinese Region
247|MYNC|60|Malay Non-Chinese Region
`;

export interface CountrySeed {
  id: number;
  ab: string;
  phoneCode: string;
  name: string;
}

export const COUNTRIES: CountrySeed[] = COUNTRY_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [id, ab, phoneCode, name] = line.split('|') as [string, string, string, string];
    return { id: Number(id), ab, phoneCode, name };
  });
