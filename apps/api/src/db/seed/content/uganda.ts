// Uganda's districts (135 districts and Kampala Capital City, as of the 2020/21 local government list)
// and its main cities and towns. Plain data; loadLookups inserts it in this order.

/**
 * The first entries keep the ids the original front end hard-coded for its featured cities
 * (Kampala 1, Gulu 2, Mbarara 4, Jinja 5, Arua 6, Soroti 7, Masaka 8); the rest follow alphabetically.
 */
const FEATURED_DISTRICTS = ['Kampala', 'Gulu', 'Wakiso', 'Mbarara', 'Jinja', 'Arua', 'Soroti', 'Masaka', 'Kabarole', 'Mbale', 'Lira'];

const OTHER_DISTRICTS = [
  // Central
  'Buikwe', 'Bukomansimbi', 'Butambala', 'Buvuma', 'Gomba', 'Kalangala', 'Kalungu', 'Kassanda', 'Kayunga',
  'Kiboga', 'Kyankwanzi', 'Kyotera', 'Luweero', 'Lwengo', 'Lyantonde', 'Mityana', 'Mpigi', 'Mubende',
  'Mukono', 'Nakaseke', 'Nakasongola', 'Rakai', 'Sembabule',
  // Eastern
  'Amuria', 'Budaka', 'Bududa', 'Bugiri', 'Bugweri', 'Bukedea', 'Bukwo', 'Bulambuli', 'Busia', 'Butaleja',
  'Butebo', 'Buyende', 'Iganga', 'Kaberamaido', 'Kalaki', 'Kaliro', 'Kamuli', 'Kapchorwa', 'Kapelebyong',
  'Katakwi', 'Kibuku', 'Kumi', 'Kween', 'Luuka', 'Manafwa', 'Mayuge', 'Namayingo', 'Namisindwa',
  'Namutumba', 'Ngora', 'Pallisa', 'Serere', 'Sironko', 'Tororo',
  // Northern
  'Abim', 'Adjumani', 'Agago', 'Alebtong', 'Amolatar', 'Amudat', 'Amuru', 'Apac', 'Dokolo', 'Kaabong',
  'Karenga', 'Kitgum', 'Koboko', 'Kole', 'Kotido', 'Kwania', 'Lamwo', 'Madi-Okollo', 'Maracha', 'Moroto',
  'Moyo', 'Nabilatuk', 'Nakapiripirit', 'Napak', 'Nebbi', 'Nwoya', 'Obongi', 'Omoro', 'Otuke', 'Oyam',
  'Pader', 'Pakwach', 'Terego', 'Yumbe', 'Zombo',
  // Western
  'Buhweju', 'Buliisa', 'Bundibugyo', 'Bunyangabu', 'Bushenyi', 'Hoima', 'Ibanda', 'Isingiro', 'Kabale',
  'Kagadi', 'Kakumiro', 'Kamwenge', 'Kanungu', 'Kasese', 'Kazo', 'Kibaale', 'Kikuube', 'Kiruhura',
  'Kiryandongo', 'Kisoro', 'Kitagwenda', 'Kyegegwa', 'Kyenjojo', 'Masindi', 'Mitooma', 'Ntoroko',
  'Ntungamo', 'Rubanda', 'Rubirizi', 'Rukiga', 'Rukungiri', 'Rwampara', 'Sheema',
].sort((a, b) => a.localeCompare(b, 'en'));

export const UGANDA_DISTRICTS: readonly string[] = [...FEATURED_DISTRICTS, ...OTHER_DISTRICTS];

/** Cities, municipalities and main towns, each with the district it lies in. */
export const UGANDA_CITIES: ReadonlyArray<{ name: string; district: string }> = [
  { name: 'Kampala', district: 'Kampala' },
  { name: 'Gulu', district: 'Gulu' },
  { name: 'Mbarara', district: 'Mbarara' },
  { name: 'Jinja', district: 'Jinja' },
  { name: 'Arua', district: 'Arua' },
  { name: 'Soroti', district: 'Soroti' },
  { name: 'Masaka', district: 'Masaka' },
  { name: 'Fort Portal', district: 'Kabarole' },
  { name: 'Mbale', district: 'Mbale' },
  { name: 'Lira', district: 'Lira' },
  { name: 'Entebbe', district: 'Wakiso' },
  { name: 'Hoima', district: 'Hoima' },
  { name: 'Kabale', district: 'Kabale' },
  { name: 'Tororo', district: 'Tororo' },
  { name: 'Mukono', district: 'Mukono' },
  { name: 'Wakiso', district: 'Wakiso' },
  { name: 'Kasese', district: 'Kasese' },
  { name: 'Masindi', district: 'Masindi' },
  { name: 'Iganga', district: 'Iganga' },
  { name: 'Busia', district: 'Busia' },
  { name: 'Moroto', district: 'Moroto' },
  { name: 'Kitgum', district: 'Kitgum' },
  { name: 'Nansana', district: 'Wakiso' },
  { name: 'Kira', district: 'Wakiso' },
  { name: 'Makindye-Ssabagabo', district: 'Wakiso' },
  { name: 'Lugazi', district: 'Buikwe' },
  { name: 'Njeru', district: 'Buikwe' },
  { name: 'Mityana', district: 'Mityana' },
  { name: 'Mubende', district: 'Mubende' },
  { name: 'Kamuli', district: 'Kamuli' },
  { name: 'Bushenyi-Ishaka', district: 'Bushenyi' },
  { name: 'Ibanda', district: 'Ibanda' },
  { name: 'Ntungamo', district: 'Ntungamo' },
  { name: 'Rukungiri', district: 'Rukungiri' },
  { name: 'Kisoro', district: 'Kisoro' },
  { name: 'Koboko', district: 'Koboko' },
  { name: 'Nebbi', district: 'Nebbi' },
  { name: 'Apac', district: 'Apac' },
  { name: 'Kotido', district: 'Kotido' },
  { name: 'Kapchorwa', district: 'Kapchorwa' },
  { name: 'Bugiri', district: 'Bugiri' },
  { name: 'Luweero', district: 'Luweero' },
  { name: 'Mpigi', district: 'Mpigi' },
  { name: 'Adjumani', district: 'Adjumani' },
  { name: 'Kagadi', district: 'Kagadi' },
];
