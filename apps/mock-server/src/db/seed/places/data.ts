/**
 * Real Indonesian administrative chains for the location selects: province > kota/kabupaten >
 * kecamatan (the contract's "regency") > kelurahan (its "district") with the kelurahan's postal
 * code. Names and postal codes are the real ones. Province and kota/kabupaten ids are the
 * official Kemendagri/BPS codes; kecamatan and kelurahan ids follow the same layout (parent code
 * plus a 2- or 4-digit sequence) but the sequence numbers are the mock's own.
 */
export interface KelurahanData {
  readonly name: string;
  readonly postalCode: string;
}

export interface KecamatanData {
  readonly name: string;
  readonly kelurahan: readonly KelurahanData[];
}

export interface CityData {
  readonly id: number;
  readonly name: string;
  readonly kecamatan: readonly KecamatanData[];
}

export interface ProvinceData {
  readonly id: number;
  readonly name: string;
  readonly cities: readonly CityData[];
}

/** `[name, postal code]` pairs keep the table below readable. */
function kel(...pairs: readonly (readonly [string, string])[]): KelurahanData[] {
  return pairs.map(([name, postalCode]) => ({ name, postalCode }));
}

export const PROVINCES: readonly ProvinceData[] = [
  {
    id: 31,
    name: 'DKI Jakarta',
    cities: [
      {
        id: 3171,
        name: 'Kota Jakarta Selatan',
        kecamatan: [
          {
            name: 'Kebayoran Baru',
            kelurahan: kel(
              ['Selong', '12110'],
              ['Gunung', '12120'],
              ['Kramat Pela', '12130'],
              ['Gandaria Utara', '12140'],
              ['Cipete Utara', '12150'],
              ['Pulo', '12160'],
              ['Melawai', '12160'],
              ['Petogogan', '12170'],
              ['Rawa Barat', '12180'],
              ['Senayan', '12190'],
            ),
          },
          {
            name: 'Setiabudi',
            kelurahan: kel(
              ['Setiabudi', '12910'],
              ['Karet', '12920'],
              ['Karet Semanggi', '12930'],
              ['Karet Kuningan', '12940'],
              ['Kuningan Timur', '12950'],
              ['Menteng Atas', '12960'],
              ['Pasar Manggis', '12970'],
              ['Guntur', '12980'],
            ),
          },
          {
            name: 'Tebet',
            kelurahan: kel(
              ['Tebet Barat', '12810'],
              ['Tebet Timur', '12820'],
              ['Kebon Baru', '12830'],
              ['Bukit Duri', '12840'],
              ['Manggarai', '12850'],
              ['Manggarai Selatan', '12860'],
              ['Menteng Dalam', '12870'],
            ),
          },
          {
            name: 'Mampang Prapatan',
            kelurahan: kel(
              ['Kuningan Barat', '12710'],
              ['Pela Mampang', '12720'],
              ['Bangka', '12730'],
              ['Tegal Parang', '12790'],
              ['Mampang Prapatan', '12790'],
            ),
          },
          {
            name: 'Cilandak',
            kelurahan: kel(
              ['Cipete Selatan', '12410'],
              ['Gandaria Selatan', '12420'],
              ['Cilandak Barat', '12430'],
              ['Lebak Bulus', '12440'],
              ['Pondok Labu', '12450'],
            ),
          },
        ],
      },
      {
        id: 3173,
        name: 'Kota Jakarta Pusat',
        kecamatan: [
          {
            name: 'Menteng',
            kelurahan: kel(
              ['Menteng', '10310'],
              ['Pegangsaan', '10320'],
              ['Cikini', '10330'],
              ['Kebon Sirih', '10340'],
              ['Gondangdia', '10350'],
            ),
          },
          {
            name: 'Gambir',
            kelurahan: kel(
              ['Gambir', '10110'],
              ['Kebon Kelapa', '10120'],
              ['Petojo Utara', '10130'],
              ['Duri Pulo', '10140'],
              ['Cideng', '10150'],
              ['Petojo Selatan', '10160'],
            ),
          },
          {
            name: 'Tanah Abang',
            kelurahan: kel(
              ['Bendungan Hilir', '10210'],
              ['Karet Tengsin', '10220'],
              ['Kebon Melati', '10230'],
              ['Kebon Kacang', '10240'],
              ['Kampung Bali', '10250'],
              ['Petamburan', '10260'],
              ['Gelora', '10270'],
            ),
          },
          {
            name: 'Senen',
            kelurahan: kel(
              ['Senen', '10410'],
              ['Kwitang', '10420'],
              ['Kenari', '10430'],
              ['Paseban', '10440'],
              ['Kramat', '10450'],
              ['Bungur', '10460'],
            ),
          },
        ],
      },
      {
        id: 3174,
        name: 'Kota Jakarta Barat',
        kecamatan: [
          {
            name: 'Kebon Jeruk',
            kelurahan: kel(
              ['Duri Kepa', '11510'],
              ['Kedoya Utara', '11520'],
              ['Kedoya Selatan', '11520'],
              ['Kebon Jeruk', '11530'],
              ['Sukabumi Utara', '11540'],
              ['Kelapa Dua', '11550'],
              ['Sukabumi Selatan', '11560'],
            ),
          },
          {
            name: 'Palmerah',
            kelurahan: kel(
              ['Slipi', '11410'],
              ['Kota Bambu Utara', '11420'],
              ['Kota Bambu Selatan', '11420'],
              ['Jati Pulo', '11430'],
              ['Kemanggisan', '11480'],
              ['Palmerah', '11480'],
            ),
          },
          {
            name: 'Grogol Petamburan',
            kelurahan: kel(
              ['Tomang', '11440'],
              ['Grogol', '11450'],
              ['Jelambar', '11460'],
              ['Jelambar Baru', '11460'],
              ['Wijaya Kusuma', '11460'],
              ['Tanjung Duren Utara', '11470'],
              ['Tanjung Duren Selatan', '11470'],
            ),
          },
        ],
      },
    ],
  },
  {
    id: 32,
    name: 'Jawa Barat',
    cities: [
      {
        id: 3273,
        name: 'Kota Bandung',
        kecamatan: [
          {
            name: 'Sumur Bandung',
            kelurahan: kel(
              ['Braga', '40111'],
              ['Kebon Pisang', '40112'],
              ['Merdeka', '40113'],
              ['Babakan Ciamis', '40117'],
            ),
          },
          {
            name: 'Coblong',
            kelurahan: kel(
              ['Cipaganti', '40131'],
              ['Lebak Siliwangi', '40132'],
              ['Lebak Gede', '40132'],
              ['Sadang Serang', '40133'],
              ['Sekeloa', '40134'],
              ['Dago', '40135'],
            ),
          },
          {
            name: 'Bandung Wetan',
            kelurahan: kel(['Cihapit', '40114'], ['Citarum', '40115'], ['Tamansari', '40116']),
          },
          {
            name: 'Lengkong',
            kelurahan: kel(
              ['Paledang', '40261'],
              ['Cikawao', '40261'],
              ['Malabar', '40262'],
              ['Burangrang', '40262'],
              ['Lingkar Selatan', '40263'],
              ['Turangga', '40264'],
              ['Cijagra', '40265'],
            ),
          },
          {
            name: 'Cicendo',
            kelurahan: kel(
              ['Pasirkaliki', '40171'],
              ['Arjuna', '40172'],
              ['Pamoyanan', '40173'],
              ['Pajajaran', '40173'],
              ['Husen Sastranegara', '40174'],
              ['Sukaraja', '40175'],
            ),
          },
        ],
      },
      {
        id: 3204,
        name: 'Kabupaten Bandung',
        kecamatan: [
          {
            name: 'Cileunyi',
            kelurahan: kel(
              ['Cileunyi Kulon', '40622'],
              ['Cileunyi Wetan', '40622'],
              ['Cimekar', '40623'],
              ['Cinunuk', '40624'],
              ['Cibiru Wetan', '40625'],
              ['Cibiru Hilir', '40626'],
            ),
          },
        ],
      },
      {
        id: 3275,
        name: 'Kota Bekasi',
        kecamatan: [
          {
            name: 'Bekasi Selatan',
            kelurahan: kel(
              ['Marga Jaya', '17141'],
              ['Kayuringin Jaya', '17144'],
              ['Jakamulya', '17146'],
              ['Jakasetia', '17147'],
              ['Pekayon Jaya', '17148'],
            ),
          },
          {
            name: 'Bekasi Barat',
            kelurahan: kel(
              ['Kota Baru', '17133'],
              ['Bintara', '17134'],
              ['Kranji', '17135'],
              ['Bintara Jaya', '17136'],
              ['Jakasampurna', '17145'],
            ),
          },
        ],
      },
      {
        id: 3271,
        name: 'Kota Bogor',
        kecamatan: [
          {
            name: 'Bogor Tengah',
            kelurahan: kel(
              ['Pabaton', '16121'],
              ['Paledang', '16122'],
              ['Gudang', '16123'],
              ['Cibogor', '16124'],
              ['Kebon Kelapa', '16125'],
              ['Babakan Pasar', '16126'],
              ['Babakan', '16128'],
              ['Sempur', '16129'],
            ),
          },
          {
            name: 'Bogor Utara',
            kelurahan: kel(
              ['Cibuluh', '16151'],
              ['Tegal Gundil', '16152'],
              ['Bantarjati', '16153'],
              ['Tanah Baru', '16154'],
              ['Cimahpar', '16155'],
              ['Ciluar', '16156'],
            ),
          },
        ],
      },
    ],
  },
  {
    id: 35,
    name: 'Jawa Timur',
    cities: [
      {
        id: 3578,
        name: 'Kota Surabaya',
        kecamatan: [
          {
            name: 'Genteng',
            kelurahan: kel(
              ['Embong Kaliasin', '60271'],
              ['Ketabang', '60272'],
              ['Kapasari', '60273'],
              ['Peneleh', '60274'],
              ['Genteng', '60275'],
            ),
          },
          {
            name: 'Gubeng',
            kelurahan: kel(
              ['Gubeng', '60281'],
              ['Kertajaya', '60282'],
              ['Pucang Sewu', '60283'],
              ['Baratajaya', '60284'],
              ['Mojo', '60285'],
              ['Airlangga', '60286'],
            ),
          },
          {
            name: 'Wonokromo',
            kelurahan: kel(
              ['Darmo', '60241'],
              ['Sawunggaling', '60242'],
              ['Wonokromo', '60243'],
              ['Jagir', '60244'],
              ['Ngagel Rejo', '60245'],
              ['Ngagel', '60246'],
            ),
          },
          {
            name: 'Tegalsari',
            kelurahan: kel(
              ['Kedungdoro', '60261'],
              ['Tegalsari', '60262'],
              ['Wonorejo', '60263'],
              ['Dr. Sutomo', '60264'],
              ['Keputran', '60265'],
            ),
          },
        ],
      },
      {
        id: 3573,
        name: 'Kota Malang',
        kecamatan: [
          {
            name: 'Klojen',
            kelurahan: kel(
              ['Klojen', '65111'],
              ['Rampal Celaket', '65111'],
              ['Samaan', '65112'],
              ['Penanggungan', '65113'],
              ['Gadingkasri', '65115'],
              ['Bareng', '65116'],
              ['Kasin', '65117'],
              ['Sukoharjo', '65118'],
              ['Kauman', '65119'],
              ['Kidul Dalem', '65119'],
            ),
          },
          {
            name: 'Lowokwaru',
            kelurahan: kel(
              ['Lowokwaru', '65141'],
              ['Tulusrejo', '65141'],
              ['Jatimulyo', '65141'],
              ['Mojolangu', '65142'],
              ['Tunjungsekar', '65142'],
              ['Tasikmadu', '65143'],
              ['Tunggulwulung', '65143'],
              ['Dinoyo', '65144'],
              ['Merjosari', '65144'],
              ['Tlogomas', '65144'],
              ['Sumbersari', '65145'],
              ['Ketawanggede', '65145'],
            ),
          },
        ],
      },
      {
        id: 3579,
        name: 'Kota Batu',
        kecamatan: [
          {
            name: 'Batu',
            kelurahan: kel(
              ['Ngaglik', '65311'],
              ['Songgokerto', '65312'],
              ['Pesanggrahan', '65313'],
              ['Sisir', '65314'],
              ['Temas', '65315'],
            ),
          },
        ],
      },
    ],
  },
];
