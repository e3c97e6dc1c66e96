#!/usr/bin/env python3
"""Regenerate Resources/Elements.plist, the element data of `elements`.

Usage (from anywhere, with Python 3.11):

    python3 Scripts/make-elements-data.py            # rewrite Resources/Elements.plist
    python3 Scripts/make-elements-data.py --check    # only verify the file is up to date
    python3 Scripts/make-elements-data.py --output /tmp/E.plist

The script creates a throw-away virtualenv in a temporary directory, installs
two pinned, hash-checked wheels from PyPI into it (without their
dependencies, which are not needed: mendeleev's SQLite database is read with
the standard library, and periodictable's tables are pure Python), re-runs
itself inside that virtualenv, and deletes the directory afterwards.

    mendeleev 1.3.0      main source (its bundled elements.db)
    periodictable 2.1.0  CIAAW 2021 standard atomic weights; cross-checks

Everything that is not taken from those packages is in a hand-curated table
below, each with a comment naming its source.  The output is deterministic:
two runs give byte-identical files.  The script prints a short summary and
exits non-zero if any sanity check fails.  See Scripts/DATA-SOURCES.md.
"""

from __future__ import annotations

import argparse
import hashlib
import math
import os
import plistlib
import re
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_OUTPUT = REPO / "Resources" / "Elements.plist"
DATA_SOURCES = REPO / "Scripts" / "DATA-SOURCES.md"
PROVENANCE_SWIFT = REPO / "Sources" / "ElementsCore" / "Model" / "ElementField+Checks.swift"

# Pinned wheels with their sha256 (pip's requirements format).
REQUIREMENTS = REPO / "Scripts" / "requirements.txt"

INNER_FLAG = "--inner"

# ---------------------------------------------------------------------------
# Hand-curated tables
# ---------------------------------------------------------------------------

# Current IUPAC names where mendeleev 1.3.0 uses the US spelling.
# Source: IUPAC Nomenclature of Inorganic Chemistry, Recommendations 2005
# ("Red Book"), Table I (aluminium, caesium, sulfur).
NAME_OVERRIDES = {13: "Aluminium", 55: "Caesium"}

# Common alternative spellings/names a user may type.  Source: the same Red
# Book table lists "aluminum" and "cesium" as the US spellings; "sulphur" is
# the traditional British spelling; "wolfram" is the name behind the symbol W
# and is still the usual name in many languages and in metallurgy.
ALTERNATE_NAMES = {
    13: ["Aluminum"],
    16: ["Sulphur"],
    55: ["Cesium"],
    74: ["Wolfram"],
    # The Latin names the symbols come from.  Source: IUPAC Nomenclature of
    # Inorganic Chemistry, Recommendations 2005 (Red Book), Table I, whose
    # footnotes give the Latin name behind each symbol that is not the English
    # name's (wolfram is listed above).
    11: ["Natrium"],
    19: ["Kalium"],
    26: ["Ferrum"],
    29: ["Cuprum"],
    47: ["Argentum"],
    50: ["Stannum"],
    51: ["Stibium"],
    79: ["Aurum"],
    80: ["Hydrargyrum"],
    82: ["Plumbum"],
}

# English Wikipedia article titles that are not simply the element name.
# Source: en.wikipedia.org (the bare title "Mercury" is a disambiguation page).
WIKIPEDIA_TITLE_OVERRIDES = {80: "Mercury_(element)"}

# CIAAW conventional atomic weights for the elements whose standard atomic
# weight is an interval.  Source: CIAAW, "Atomic weights of the elements 2013",
# Meija et al., Pure Appl. Chem. 88, 265 (2016), Table 3, and for Ar and Pb
# (intervals since 2017 and 2021) "Standard atomic weights of the elements
# 2021", Prohaska et al., Pure Appl. Chem. 94, 573 (2022).
CONVENTIONAL_WEIGHTS = {
    1: "1.008", 3: "6.94", 5: "10.81", 6: "12.011", 7: "14.007",
    8: "15.999", 12: "24.305", 14: "28.085", 16: "32.06", 17: "35.45",
    18: "39.95", 35: "79.904", 81: "204.38", 82: "207.2",
}

# CIAAW revisions announced in August 2024 (IUPAC/CIAAW; reported e.g. in
# C&EN 102(34), 2024): Gd 157.249(2), Lu 174.96669(5), Zr 91.222(3).
CIAAW_2024_REVISIONS = {40: "91.222", 64: "157.249", 71: "174.96669"}

# Elements without a standard atomic weight: mass number of the longest-lived
# known isotope, written "[A]".  Source: NUBASE2020 (Kondev et al., Chin.
# Phys. C 45, 030001 (2021)) half-lives as shipped in mendeleev's isotopes
# table; the script checks every entry against it.  Where the NUBASE2020
# longest-lived entry is a tentative isotope seen in only a few decay chains
# with a half-life uncertain by 60-80 % (listed in NUBASE_TENTATIVE below),
# the isotope of the discovery chains recognised by the IUPAC/IUPAP Joint
# Working Party is used instead; those are also the mass numbers shown in
# widely used tables (e.g. the English Wikipedia infoboxes).
LONGEST_LIVED_MASS_NUMBER = {
    43: 97,   # Tc-97 4.21(16) My vs Tc-98 4.2(3) My: NUBASE2020 central values
    61: 145, 84: 209, 85: 210, 86: 222, 87: 223, 88: 226, 89: 227,
    93: 237, 94: 244, 95: 243, 96: 247, 97: 247, 98: 251, 99: 252,
    100: 257, 101: 258, 102: 259, 103: 266, 104: 267, 105: 268,
    106: 269, 107: 270, 108: 269, 109: 278, 110: 281, 111: 282,
    112: 285, 113: 286, 114: 289, 115: 290, 116: 293, 117: 294, 118: 294,
}
# Tentative NUBASE2020 entries deliberately not used (Z: mass number).
NUBASE_TENTATIVE = {109: 277, 110: 282, 114: 290, 118: 295}
# Cn-285 and Cn-286 both have 30 s in NUBASE2020 (286: +-30 s, one event).
NUBASE_TIES = {112: {285, 286}}

# Discoverers, as short names.  Base: mendeleev 1.3.0's `discoverers` field,
# with names spelled out and misspellings corrected (e.g. "Humphrey Davy" ->
# "Humphry Davy", "Ramsey" -> "Ramsay", "Derey" -> "Perey").  Changes of
# substance against mendeleev (see DATA-SOURCES.md): Be (Vauquelin, who
# discovered it in 1798, not Wohler/Bussy who isolated it in 1828), Pt
# (Antonio de Ulloa, 1735), Ho (Delafontaine added), Lv (the experiment was
# at JINR Dubna with LLNL); Mg (Joseph Black, who told magnesia from lime in
# 1755), Ba (Scheele, who found baryta a new earth, 1774) and W (Scheele, who
# found tungstic acid in 1781), each recognised as new before Davy or the
# Elhuyar brothers isolated the metal, as Mo is credited to Scheele; Pa
# (Fajans and Gohring, who identified it in 1913, not Hahn and Meitner and
# Soddy and Cranston, who found its longest-lived isotope in 1917-18);
# 102-118 (the laboratories credited by the
# IUPAC/IUPAP Transfermium Working Group, 1993, and Joint Working Party
# reports, 2001-2016).  Elements known since antiquity have none.
DISCOVERERS = {
    1: "Henry Cavendish",
    2: "William Ramsay, Per Teodor Cleve, Nils Abraham Langlet",
    3: "Johan August Arfwedson",
    4: "Louis Nicolas Vauquelin",
    5: "Humphry Davy, Joseph Louis Gay-Lussac, Louis Jacques Thénard",
    7: "Daniel Rutherford",
    8: "Joseph Priestley, Carl Wilhelm Scheele",
    9: "Henri Moissan",
    10: "William Ramsay, Morris Travers",
    11: "Humphry Davy",
    12: "Joseph Black",
    13: "Hans Christian Ørsted",
    14: "Jöns Jacob Berzelius",
    15: "Hennig Brand",
    17: "Carl Wilhelm Scheele",
    18: "Lord Rayleigh, William Ramsay",
    19: "Humphry Davy",
    20: "Humphry Davy",
    21: "Lars Fredrik Nilson",
    22: "William Gregor",
    23: "Nils Gabriel Sefström",
    24: "Louis Nicolas Vauquelin",
    25: "Johan Gottlieb Gahn",
    27: "Georg Brandt",
    28: "Axel Fredrik Cronstedt",
    31: "Paul-Émile Lecoq de Boisbaudran",
    32: "Clemens Winkler",
    34: "Jöns Jacob Berzelius",
    35: "Antoine Jérôme Balard",
    36: "William Ramsay, Morris Travers",
    37: "Robert Bunsen, Gustav Kirchhoff",
    38: "Adair Crawford",
    39: "Johan Gadolin",
    40: "Martin Heinrich Klaproth",
    41: "Charles Hatchett",
    42: "Carl Wilhelm Scheele",
    43: "Carlo Perrier, Emilio Segrè",
    44: "Karl Ernst Claus",
    45: "William Hyde Wollaston",
    46: "William Hyde Wollaston",
    48: "Friedrich Stromeyer",
    49: "Ferdinand Reich, Hieronymus Theodor Richter",
    52: "Franz-Joseph Müller von Reichenstein",
    53: "Bernard Courtois",
    54: "William Ramsay, Morris Travers",
    55: "Robert Bunsen, Gustav Kirchhoff",
    56: "Carl Wilhelm Scheele",
    57: "Carl Gustaf Mosander",
    58: "Jöns Jacob Berzelius, Wilhelm Hisinger, Martin Heinrich Klaproth",
    59: "Carl Auer von Welsbach",
    60: "Carl Auer von Welsbach",
    61: "Jacob A. Marinsky, Lawrence E. Glendenin, Charles D. Coryell",
    62: "Paul-Émile Lecoq de Boisbaudran",
    63: "Eugène-Anatole Demarçay",
    64: "Jean Charles Galissard de Marignac",
    65: "Carl Gustaf Mosander",
    66: "Paul-Émile Lecoq de Boisbaudran",
    67: "Marc Delafontaine, Jacques-Louis Soret",
    68: "Carl Gustaf Mosander",
    69: "Per Teodor Cleve",
    70: "Jean Charles Galissard de Marignac",
    71: "Georges Urbain",
    72: "Dirk Coster, George de Hevesy",
    73: "Anders Gustaf Ekeberg",
    74: "Carl Wilhelm Scheele",
    75: "Walter Noddack, Ida Tacke, Otto Berg",
    76: "Smithson Tennant",
    77: "Smithson Tennant",
    78: "Antonio de Ulloa",
    81: "William Crookes",
    84: "Marie Curie, Pierre Curie",
    85: "Dale R. Corson, Kenneth Ross MacKenzie, Emilio Segrè",
    86: "Friedrich Ernst Dorn",
    87: "Marguerite Perey",
    88: "Marie Curie, Pierre Curie",
    89: "André-Louis Debierne",
    90: "Jöns Jacob Berzelius",
    91: "Kasimir Fajans, Oswald Helmuth Göhring",
    92: "Martin Heinrich Klaproth",
    93: "Edwin McMillan, Philip H. Abelson",
    94: "Glenn T. Seaborg, Arthur Wahl, Joseph W. Kennedy, Edwin McMillan",
    95: "Glenn T. Seaborg, Ralph A. James, Leon O. Morgan, Albert Ghiorso",
    96: "Glenn T. Seaborg, Ralph A. James, Albert Ghiorso",
    97: "Glenn T. Seaborg, Stanley G. Thompson, Albert Ghiorso",
    98: "Glenn T. Seaborg, Stanley G. Thompson, Albert Ghiorso, Kenneth Street Jr.",
    99: "Albert Ghiorso et al.",
    100: "Albert Ghiorso et al.",
    101: "Albert Ghiorso, Glenn T. Seaborg, Bernard G. Harvey, Gregory R. Choppin, Stanley G. Thompson",
    102: "JINR Dubna",
    103: "Albert Ghiorso, Torbjørn Sikkeland, Almon E. Larsh, Robert M. Latimer",
    104: "LBL Berkeley, JINR Dubna",
    105: "LBL Berkeley, JINR Dubna",
    106: "LBL Berkeley, LLNL",
    107: "GSI Darmstadt",
    108: "GSI Darmstadt",
    109: "GSI Darmstadt",
    110: "GSI Darmstadt",
    111: "GSI Darmstadt",
    112: "GSI Darmstadt",
    113: "RIKEN",
    114: "JINR Dubna, LLNL",
    115: "JINR Dubna, LLNL",
    116: "JINR Dubna, LLNL",
    117: "JINR Dubna, ORNL, LLNL, Vanderbilt University",
    118: "JINR Dubna, LLNL",
}

# Corrections to mendeleev 1.3.0's `discovery_year` (Z: (mendeleev, ours)).
# Sources: standard histories of the elements (the years commonly given with
# the primary literature, e.g. in English Wikipedia's "Discovery of chemical
# elements" list) for 12-100; the IUPAC/IUPAP Transfermium Working Group
# report (Barber et al., Pure Appl. Chem. 65, 1757 (1993)) for 102 and 107;
# the IUPAC/IUPAP Joint Working Party report (Karol et al., Pure Appl. Chem.
# 88, 139 (2016)) for 113.
DISCOVERY_YEAR_FIXES = {
    12: (1808, 1755),   # Black told magnesia from lime (read June 1755); Davy isolated Mg in 1808
    39: (1789, 1794),   # Gadolin's yttria paper is 1794
    45: (1803, 1804),   # Wollaston's rhodium paper, read 24 June 1804 (as Os and Ir, Tennant, 1804)
    56: (1808, 1774),   # Scheele's pyrolusite paper, 1774 (baryta; chlorine too); Davy isolated Ba in 1808
    74: (1783, 1781),   # Scheele's tungstic acid, 1781; the Elhuyars isolated W in 1783
    91: (1917, 1913),   # Fajans and Gohring's "brevium" (Pa-234m), 1913
    60: (1925, 1885),   # Auer von Welsbach split "didymium" in 1885
    86: (1898, 1900),   # Dorn's radium emanation, 1900
    95: (1945, 1944),   # made late 1944, announced 1945
    100: (1953, 1952),  # found with Es in the 1952 "Ivy Mike" debris
    102: (1957, 1966),  # TWG credited Dubna (1966), not Stockholm (1957)
    107: (1976, 1981),  # TWG credited GSI (1981); 1976 was Dubna's claim
    113: (2015, 2004),  # RIKEN's first event 2004; 2015 is the recognition
}

# Elements known since antiquity: mendeleev 1.3.0 marks these "Known to the
# ancients" (no year); stored as "Ancient" (Apple's convention).
ANCIENT = {6, 16, 26, 29, 30, 33, 47, 50, 51, 79, 80, 82, 83}

# Predicted ground-state configurations that differ from mendeleev 1.3.0.
# Source: relativistic (Dirac-Fock) predictions, D. C. Hoffman, D. M. Lee,
# V. Pershina, "Transactinide elements and future elements", ch. 14 of The
# Chemistry of the Actinide and Transactinide Elements, 3rd ed. (Springer,
# 2006).  mendeleev gives the non-relativistic Pt/Au analogues 6d9 7s1 and
# 6d10 7s1.
ECONF_OVERRIDES = {
    110: "[Rn] 5f14 6d8 7s2",
    111: "[Rn] 5f14 6d9 7s2",
}

# Category (one value per element).  Judgement calls, documented in
# DATA-SOURCES.md: Po is a post-transition metal, At is a halogen, group 12
# (Zn, Cd, Hg) are post-transition metals (IUPAC Gold Book, "transition element":
# their atoms and usual cations have a full d sub-shell), Rf-Hs are transition
# metals (their group 4-8 chemistry has been shown experimentally), and 109-118
# (Cn included) have no category.
METALLOIDS = {5, 14, 32, 33, 51, 52}
NONMETALS = {1, 6, 7, 8, 15, 16, 34}
HALOGENS = {9, 17, 35, 53, 85}
NOBLE_GASES = {2, 10, 18, 36, 54, 86}
POST_TRANSITION = {13, 30, 31, 48, 49, 50, 80, 81, 82, 83, 84}
NO_CATEGORY = set(range(109, 119))

# Bulk properties of elements never made in weighable amounts: mendeleev's
# values are estimates, which we do not store.  Density: mendeleev's
# documentation lists the elements whose density is a theoretical estimate
# (taken by mendeleev from Wikipedia's "List of chemical elements", 2021).
DENSITY_ESTIMATED = {85, 87} | set(range(99, 119))
# Melting points of At, Fr and Fm-Lr in the CRC table are estimates as well
# (none of them has been studied as a bulk metal).
MELTING_ESTIMATED = {85, 87, 100, 101, 102, 103}

# Allotrope whose phase-transition data we use when mendeleev has several
# rows (the same allotropes mendeleev uses for density).
PREFERRED_ALLOTROPE = {15: "white"}

# Densities where the CRC value that mendeleev carries contradicts the
# crystal: the X-ray density from the lattice of the standard-state form.
#   Am: alpha-americium (dhcp) 13.67 g/cm3: D. B. McWhan, B. B. Cunningham and
#       J. C. Wallmann, J. Inorg. Nucl. Chem. 24, 1025 (1962); CRC's 12.0 is an
#       older bulk measurement.
#   Ru: hcp ruthenium 12.37 g/cm3 at 293 K: J. W. Arblaster, "Crystallographic
#       properties of ruthenium", Platinum Metals Rev. 57, 127 (2013); CRC's
#       12.1 is below every value the lattice allows.
#   Tc: hcp technetium-99 metal, a = 274.3 pm, c = 440.0 pm (CRC Handbook 97th ed.,
#       lattice constants of the elements), two atoms of 98.906 u per cell:
#       rho = 2 M / (N_A (sqrt(3)/2) a^2 c) = 11.46 g/cm3; the CRC density table's 11
#       is a rounded estimate (bulk technetium is Tc-99, not the longest-lived Tc-97).
DENSITY_OVERRIDES = {95: 13.67, 44: 12.37, 43: 11.5}

# Pauling electronegativities: the CRC Handbook's table (mendeleev's source) gives the
# 1960 one-decimal values of Pauling's book for W and the sixth-period p-block metals
# and Allred's 1961 recalculation (J. Inorg. Nucl. Chem. 17, 215) for Mo, Sn and most
# others, which put W (1.7) below Mo (2.16) and Pb (1.8) below Sn (1.96).  One scale:
# Allred's 1961 values, for the highest common oxidation state as his Mo(VI) and Sn(IV)
# are (Z: (CRC's, Allred's)).  See DATA-SOURCES.md.
ELECTRONEGATIVITY_ALLRED = {
    74: (1.7, 2.36),   # W(VI)
    78: (2.2, 2.28),   # Pt(II)
    79: (2.4, 2.54),   # Au(I)
    80: (1.9, 2.0),    # Hg(II)
    81: (1.8, 2.04),   # Tl(III)
    82: (1.8, 2.33),   # Pb(IV)
    83: (1.9, 2.02),   # Bi(III)
}

# La and Ac are drawn in the f-block rows (IUPAC's table draws 57-71 and
# 89-103 there, with a pointer from group 3), and their block follows their
# place: f, as for the rest of those rows.  Their ground states have a d
# electron and no f electron ([Xe] 5d1 6s2, [Rn] 6d1 7s2); see DATA-SOURCES.md.
BLOCK_BY_PLACE = {57: "f", 89: "f", 71: "d", 103: "d"}

# Group 3 is Sc, Y, Lu, Lr: the recommendation of IUPAC project 2015-039-2-200 ("The
# constitution of group 3 of the periodic table", provisional report 2021), from three
# criteria: atomic numbers in order, no split block, block widths 2, 6, 10 and 14.  Lu and Lr
# are then d-block elements of group 3, and La-Yb, Ac-No the 14-wide f block.  The drawing
# keeps the 15-wide rows 57-71 and 89-103 of IUPAC's own table.  See DATA-SOURCES.md.
GROUP_3_BELOW_Y = {71: 3, 103: 3}

# Elements that sublime at 1 atm: no melting point; the sublimation
# temperature is stored as boilingPoint (the temperature at which the solid
# turns to gas at 1 atm).  See DATA-SOURCES.md.
SUBLIMES = {6, 33}

# Room-temperature state (298 K, 1 atm), Apple's convention: "Artificial"
# for Tc, Pm and Z >= 93.  Sources: CRC Handbook melting/boiling points.
GASES = {1, 2, 7, 8, 9, 10, 17, 18, 36, 54, 86}
LIQUIDS = {35, 80}
ARTIFICIAL = {43, 61} | set(range(93, 119))

# No stable isotope: Tc, Pm and Z >= 83.  Bi-209 decays (alpha, half-life
# 2.01(8)e19 y, NUBASE2020), so Bi counts as radioactive although
# mendeleev's is_radioactive flag says otherwise.
RADIOACTIVE = {43, 61} | set(range(83, 119))

NOBLE_CORES = {
    "He": "1s2",
    "Ne": "1s2 2s2 2p6",
    "Ar": "1s2 2s2 2p6 3s2 3p6",
    "Kr": "1s2 2s2 2p6 3s2 3p6 3d10 4s2 4p6",
    "Xe": "1s2 2s2 2p6 3s2 3p6 3d10 4s2 4p6 4d10 5s2 5p6",
    "Rn": "1s2 2s2 2p6 3s2 3p6 3d10 4s2 4p6 4d10 5s2 5p6 4f14 5d10 6s2 6p6",
}
# NIST ASD also uses [Cd] and [Hg] cores.
EXTRA_CORES = {
    "Cd": NOBLE_CORES["Kr"] + " 4d10 5s2",
    "Hg": NOBLE_CORES["Xe"] + " 4f14 5d10 6s2",
}


# ---------------------------------------------------------------------------
# Depth (issue 16): tables and rules for the detail fields
# ---------------------------------------------------------------------------

# Elements whose singly charged negative ion is not bound (no positive
# electron affinity).  Source: T. Andersen, H. K. Haugen, H. Hotop, "Binding
# energies in atomic negative ions: III", J. Phys. Chem. Ref. Data 28, 1511
# (1999), and T. Andersen, Phys. Rep. 394, 157 (2004), which the CRC
# Handbook's electron-affinity table follows ("not stable" entries).
# mendeleev 1.3.0 stores negative numbers (metastable-anion energies) for
# He, Be, N, Ar, Xe and Yb and nothing for the others; we store no value and
# mark all of them `electronAffinityUnbound`.
UNBOUND_ANION = {2, 4, 7, 10, 12, 18, 25, 30, 36, 48, 54, 70, 80, 86}

# Electron affinities that mendeleev 1.3.0 takes from the CRC table but that
# are estimates or calculations, not measurements (Po, Fr, Ra, Ac, Og): left
# out, as estimated bulk properties are.  Source for the status: the CRC
# Handbook's electron-affinity table marks them as calculated/estimated.
EA_ESTIMATED = {84, 87, 88, 89, 118}
# Astatine's electron affinity was measured in 2020: 2.41578(7) eV, D. Leimbach
# et al., "The electron affinity of astatine", Nat. Commun. 11, 3824 (2020);
# mendeleev has the older estimate 2.8 eV.
EA_MEASURED = {85: (2.8, 2.41578)}

# mendeleev's lattice-structure codes (elements.lattice_structure) as words.
LATTICE_NAMES = {
    "BCC": "bcc", "FCC": "fcc", "HEX": "hexagonal", "DIA": "diamond",
    "CUB": "cubic", "SC": "simple cubic", "TET": "tetragonal",
    "ORC": "orthorhombic", "MCL": "monoclinic", "RHL": "rhombohedral",
}

# Noble gases: mendeleev's vdw_radius_alvarez annotation says their radii
# were updated from Vogt & Alvarez, Dalton Trans. 43, 2014 ("Vogt 2014").
VDW_VOGT = {2, 10, 18, 36, 54, 86}

# NUBASE2020 half-life units as mendeleev stores them -> our short units.
HALF_LIFE_UNITS = {
    "ysec": "ys", "zsec": "zs", "asec": "as", "psec": "ps", "nsec": "ns",
    "usec": "us", "msec": "ms", "sec": "s", "minute": "min", "hour": "h",
    "day": "d", "year": "y", "kyear": "ky", "Myear": "My", "Gyear": "Gy",
    "Tyear": "Ty", "Pyear": "Py", "Eyear": "Ey", "Zyear": "Zy", "Yyear": "Yy",
}

ALLOWED_KEYS = {
    "alternateNames": list, "atomicNumber": int, "atomicWeight": str,
    "block": str, "boilingPoint": float, "category": str, "density": float,
    "discoveredBy": str, "discoveryYear": str, "electronConfiguration": str,
    "electronShells": list, "electronegativity": float, "group": int,
    "horizPos": int, "meltingPoint": float, "name": str, "period": int,
    "radioactive": str, "state": str, "symbol": str, "vertPos": int,
    "wikipedia": str,
    # depth (issue 16)
    "ionizationEnergy": float, "ionizationEnergies": list,
    "electronAffinity": float, "electronAffinityUnbound": bool,
    "covalentRadius": float, "vanDerWaalsRadius": float, "vanDerWaalsRadiusSource": str,
    "atomicRadius": float, "atomicRadiusSource": str,
    "oxidationStates": list, "commonOxidationStates": list,
    "atomicWeightUncertainty": float, "atomicWeightInterval": list,
    "valenceElectrons": int, "neutrons": int,
    "latticeStructure": str, "latticeConstant": float,
    "specificHeat": float, "thermalConductivity": float,
    "thermalConductivityNote": str, "latticeConstantNote": str,
    "heatOfFusion": float, "heatOfVaporization": float,
    "abundanceCrust": float, "abundanceSea": float,
    "casNumber": str, "isotopes": list, "sublimes": bool,
    # cross-checked additions
    "allotrope": str, "mohsHardness": float, "vickersHardness": float, "brinellHardness": float,
    "youngsModulus": float, "bulkModulus": float, "shearModulus": float, "poissonsRatio": float,
    "molarVolume": float, "electricalResistivity": float, "thermalExpansion": float,
    "speedOfSound": float, "metallicRadius": float, "superconductingTemperature": float,
    "shannonRadii": list, "cpkColor": str,
}
BOOL_KEYS = {"electronAffinityUnbound", "sublimes"}
ISOTOPE_KEYS = {
    "massNumber": int, "isomer": str, "mass": float, "massUncertainty": float,
    "massEstimated": bool, "abundance": float, "halfLife": float, "halfLifeUnit": str,
    "halfLifeUncertainty": float, "halfLifeRelation": str, "halfLifeEstimated": bool,
    "stable": bool, "decayModes": list,
}
ISOTOPE_BOOL_KEYS = {"massEstimated", "halfLifeEstimated", "stable"}
REQUIRED_KEYS = {
    "atomicNumber", "atomicWeight", "block", "electronConfiguration",
    "electronShells", "horizPos", "name", "period", "radioactive", "state",
    "symbol", "vertPos", "wikipedia",
}
MENDELEEV_SERIES = {
    "Nonmetals": "nonmetal", "Noble gases": "noble gas",
    "Alkali metals": "alkali metal", "Alkaline earth metals": "alkaline earth metal",
    "Metalloids": "metalloid", "Halogens": "halogen",
    "Poor metals": "post-transition metal", "Transition metals": "transition metal",
    "Lanthanides": "lanthanide", "Actinides": "actinide",
}
CATEGORIES = {
    "alkali metal", "alkaline earth metal", "transition metal",
    "post-transition metal", "metalloid", "nonmetal", "halogen",
    "noble gas", "lanthanide", "actinide",
}


# ---------------------------------------------------------------------------
# Outer process: the pinned wheels
# ---------------------------------------------------------------------------

def run_outer(argv: list[str]) -> int:
    """Download the pinned wheels of Scripts/requirements.txt (hash-checked, for CPython
    3.11 on manylinux x86_64 whatever the host) into a temporary directory and run the
    inner process, which reads them as zip archives."""
    with tempfile.TemporaryDirectory(prefix="elements-data-") as tmp:
        print(f"downloading the pinned wheels of {REQUIREMENTS.name} into {tmp}", flush=True)
        try:
            subprocess.run(
                [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                 "--only-binary", ":all:", "--require-hashes", "--platform", "manylinux_2_28_x86_64",
                 "--python-version", "3.11", "--implementation", "cp", "--abi", "cp311",
                 "--disable-pip-version-check", "-r", str(REQUIREMENTS), "-d", tmp],
                check=True)
        except (subprocess.CalledProcessError, OSError):
            print(f"error: could not download the wheels of {REQUIREMENTS} from PyPI", file=sys.stderr)
            return 2
        env = dict(os.environ, ELEMENTS_DATA_WHEELS=tmp)
        result = subprocess.run([sys.executable, str(Path(__file__).resolve()), INNER_FLAG, *argv], env=env)
        return result.returncode


# ---------------------------------------------------------------------------
# Inner process: build the data
# ---------------------------------------------------------------------------

class Checks:
    def __init__(self) -> None:
        self.failures: list[str] = []
        self.notes: list[str] = []

    def require(self, ok: bool, message: str) -> None:
        if not ok:
            self.failures.append(message)

    def note(self, message: str) -> None:
        self.notes.append(message)


class Wheels:
    """The downloaded wheels, read as zip archives; pure-Python ones are importable."""

    def __init__(self, directory: str) -> None:
        self.directory = Path(directory)
        self.pins = {}
        for line in REQUIREMENTS.read_text().splitlines():
            m = re.match(r"([A-Za-z0-9_.-]+)==(\S+) --hash=sha256:([0-9a-f]{64})$", line)
            if m:
                self.pins[m.group(1).replace("-", "_")] = (m.group(2), m.group(3))
        self.files = {}
        for name, (ver, digest) in self.pins.items():
            found = [f for f in self.directory.glob(f"{name}-{ver}-*.whl")]
            if len(found) != 1:
                raise SystemExit(f"wheel {name} {ver} not found in {directory}")
            if hashlib.sha256(found[0].read_bytes()).hexdigest() != digest:
                raise SystemExit(f"{found[0].name}: sha256 does not match {REQUIREMENTS.name}")
            self.files[name] = found[0]

    def read(self, name: str, member: str) -> bytes:
        import zipfile
        with zipfile.ZipFile(self.files[name]) as z:
            return z.read(member)

    def importable(self, name: str) -> None:
        sys.path.insert(0, str(self.files[name]))


WHEELS: Wheels | None = None


def wheels() -> Wheels:
    global WHEELS
    if WHEELS is None:
        directory = os.environ.get("ELEMENTS_DATA_WHEELS")
        if not directory:
            raise SystemExit("run without --inner: the wheels are downloaded first")
        WHEELS = Wheels(directory)
        WHEELS.importable("periodictable")
    return WHEELS


def mendeleev_db() -> Path:
    out = Path(os.environ["ELEMENTS_DATA_WHEELS"]) / "mendeleev-elements.db"
    if not out.exists():
        out.write_bytes(wheels().read("mendeleev", "mendeleev/elements.db"))
    return out


def parse_config(config: str) -> list[tuple[int, str, int]]:
    """Expand a configuration ("[Ar] 3d6 4s2" or NIST "[Ar].3d6.4s2") to
    (n, l, count) triples."""
    out: list[tuple[int, str, int]] = []
    for token in re.split(r"[ .]+", config.strip()):
        if not token:
            continue
        if token.startswith("("):       # NIST coupling term, e.g. "(6S)"
            continue
        m = re.fullmatch(r"\[([A-Z][a-z]?)\]", token)
        if m:
            core = NOBLE_CORES.get(m.group(1)) or EXTRA_CORES[m.group(1)]
            out.extend(parse_config(core))
            continue
        m = re.fullmatch(r"(\d)([spdfg])(\d*)", token)
        if not m:
            raise ValueError(f"cannot parse {token!r} in {config!r}")
        out.append((int(m.group(1)), m.group(2), int(m.group(3) or 1)))
    return out


def normalise_config(config: str) -> str:
    """mendeleev writes "4s" for "4s1"; make every count explicit."""
    parts = []
    for token in config.split():
        m = re.fullmatch(r"(\d[spdf])(\d*)", token)
        parts.append(token if not m else m.group(1) + (m.group(2) or "1"))
    return " ".join(parts)


def subshell_counts(config: str) -> dict[tuple[int, str], int]:
    counts: dict[tuple[int, str], int] = {}
    for n, l, c in parse_config(config):
        counts[(n, l)] = counts.get((n, l), 0) + c
    return counts


def shells(config: str) -> list[int]:
    per_n: dict[int, int] = {}
    for n, _, c in parse_config(config):
        per_n[n] = per_n.get(n, 0) + c
    return [per_n.get(n, 0) for n in range(1, max(per_n) + 1)]


HALF_LIFE_SECONDS = {
    "ysec": 1e-24, "zsec": 1e-21, "asec": 1e-18, "psec": 1e-12, "nsec": 1e-9,
    "usec": 1e-6, "msec": 1e-3, "sec": 1.0, "minute": 60.0, "hour": 3600.0,
    "day": 86400.0, "year": 3.15576e7, "kyear": 3.15576e10,
    "Myear": 3.15576e13, "Gyear": 3.15576e16, "Tyear": 3.15576e19,
    "Pyear": 3.15576e22, "Eyear": 3.15576e25, "Zyear": 3.15576e28,
    "Yyear": 3.15576e31,
}


def nubase_longest_lived(db: sqlite3.Connection, z: int) -> list[int]:
    """Mass numbers of the isotopes with the longest NUBASE2020 half-life."""
    best: list[int] = []
    best_t = -1.0
    for a, hl, unit in db.execute(
            "select mass_number, half_life, half_life_unit from isotopes "
            "where atomic_number = ? order by mass_number", (z,)):
        if hl is None or unit is None:
            continue
        t = hl * HALF_LIFE_SECONDS[unit]
        if t > best_t * (1 + 1e-9):
            best, best_t = [a], t
        elif abs(t - best_t) <= best_t * 1e-9:
            best.append(a)
    return best


def clean(x: float, digits: int) -> float:
    """Round away binary noise such as 13.989999999999952."""
    return float(round(x, digits))


def sig(x: float, figures: int = 6) -> float:
    return float(f"{x:.{figures}g}")


def ciaaw_2021_weights(checks: Checks) -> dict[int, tuple[str, bool]]:
    """Z -> (value string without uncertainty, is_interval) from the CIAAW
    2021 table embedded in periodictable 2.1.0 (periodictable/mass.py)."""
    import periodictable.mass as ptmass
    weights: dict[int, tuple[str, bool]] = {}
    for line in ptmass.element_mass.splitlines():
        fields = line.split()
        z, value = int(fields[0]), fields[3]
        m = re.fullmatch(r"(\d+\.\d+)\((?:\d+(?:\.\d+)?)\)", value)
        checks.require(m is not None, f"unexpected CIAAW weight {value!r} for Z={z}")
        if m:
            weights[z] = (m.group(1), "[" in line)
    return weights


def ciaaw_2021_uncertainties(checks: Checks) -> dict[int, tuple[float, list[float] | None]]:
    """Z -> (uncertainty of the tabulated value, [lower, upper] or None), from
    the same CIAAW 2021 table: "55.845(2)" gives 0.002; for an interval
    element the table gives the abridged value with its uncertainty,
    "1.0080(2) [1.00784,1.00811]"."""
    import periodictable.mass as ptmass
    out: dict[int, tuple[float, list[float] | None]] = {}
    for line in ptmass.element_mass.splitlines():
        m = re.search(r"(\d+)\.(\d+)\((\d+(?:\.\d+)?)\)\s*(?:\[([\d.]+),([\d.]+)\])?", line)
        checks.require(m is not None, f"unexpected CIAAW line {line!r}")
        if not m:
            continue
        z = int(line.split()[0])
        decimals, u = len(m.group(2)), m.group(3)
        unc = float(u) if "." in u else clean(int(u) * 10.0 ** -decimals, decimals + 2)
        interval = [float(m.group(4)), float(m.group(5))] if m.group(4) else None
        out[z] = (unc, interval)
    return out


# CIAAW 2024 revisions (see CIAAW_2024_REVISIONS): uncertainties.
CIAAW_2024_UNCERTAINTIES = {40: 0.003, 64: 0.002, 71: 0.00005}


def valence_electrons(config: str, block: str, period: int) -> int | None:
    """s and p block: electrons in the shell n = period (ns + np); d block:
    those plus the (n-1)d electrons; f block: not derived (no single
    convention)."""
    counts = parse_config(config)
    n_max = period
    outer = sum(c for n, l, c in counts if n == n_max and l in "sp")
    if block in ("s", "p"):
        return outer
    if block == "d":
        return outer + sum(c for n, l, c in counts if n == n_max - 1 and l == "d")
    return None


# Common oxidation states mendeleev lacks (Z: (mendeleev's, ours)).  Rhenium: +7 (ReO4-,
# Re2O7, the usual state in water and air) and +4 (ReO2, ReCl6 2-): Greenwood & Earnshaw,
# Chemistry of the Elements, 2nd ed., ch. 24, and the IUPAC periodic table's list.
COMMON_OXIDATION_FIXES = {75: ([4], [4, 7])}

# Molar volumes of pymatgen-core (WebElements) that disagree with the density and weight
# stored (V = M/ρ, more than 3 % off), replaced by M/ρ (Z: pymatgen's): boron's 4.39 is
# α-rhombohedral boron's (ρ 2.46), palladium's 8.56 and thulium's 19.1 match no density.
MOLAR_VOLUME_FROM_DENSITY = {5: 4.39, 46: 8.56, 69: 19.1}


def molar_volume_from_density(e: dict, checks: Checks) -> None:
    """The molar volume of MOLAR_VOLUME_FROM_DENSITY: the atomic weight over the density."""
    z = e["atomicNumber"]
    if z not in MOLAR_VOLUME_FROM_DENSITY:
        return
    checks.require(e.get("molarVolume") == MOLAR_VOLUME_FROM_DENSITY[z],
                   f"{e['symbol']}: molarVolume is {e.get('molarVolume')}, "
                   f"MOLAR_VOLUME_FROM_DENSITY expects {MOLAR_VOLUME_FROM_DENSITY[z]}")
    e["molarVolume"] = sig(float(e["atomicWeight"]) / e["density"], 4)


def add_details(e: dict, z: int, db: sqlite3.Connection, row: dict, checks: Checks,
                ciaaw_unc: dict) -> None:
    """The detail fields of issue 16 (see DATA-SOURCES.md)."""
    s = e["symbol"]

    # ionization energies, NIST ASD: the successive run from the neutral atom
    ies = dict(db.execute(
        "select ion_charge, ionization_energy from ionizationenergies "
        "where atomic_number = ? and ionization_energy is not null", (z,)).fetchall())
    run = []
    while len(run) in ies:
        run.append(clean(ies[len(run)], 10))
    if run:
        e["ionizationEnergies"] = run
        e["ionizationEnergy"] = run[0]

    # electron affinity
    ea = row["electron_affinity"]
    if z in UNBOUND_ANION:
        checks.require(ea is None or ea <= 0, f"{s}: unbound anion but mendeleev EA {ea}")
        e["electronAffinityUnbound"] = True
    elif z in EA_MEASURED:
        old, new = EA_MEASURED[z]
        checks.require(ea == old, f"{s}: mendeleev EA {ea}, expected {old}")
        e["electronAffinity"] = new
    elif ea is not None and z not in EA_ESTIMATED:
        checks.require(ea > 0, f"{s}: electron affinity {ea} <= 0 not in UNBOUND_ANION")
        e["electronAffinity"] = clean(ea, 6)

    # radii (pm)
    if row["covalent_radius_pyykko"] is not None:
        e["covalentRadius"] = clean(row["covalent_radius_pyykko"], 3)
    if row["vdw_radius_alvarez"] is not None:
        e["vanDerWaalsRadius"] = clean(row["vdw_radius_alvarez"], 3)
        e["vanDerWaalsRadiusSource"] = "Vogt 2014" if z in VDW_VOGT else "Alvarez 2013"
    elif row["vdw_radius_bondi"] is not None:
        e["vanDerWaalsRadius"] = clean(row["vdw_radius_bondi"], 3)
        e["vanDerWaalsRadiusSource"] = "Bondi 1964"
    if row["atomic_radius"] is not None:
        e["atomicRadius"] = clean(row["atomic_radius"], 3)
        e["atomicRadiusSource"] = "Slater 1964"
    elif row["atomic_radius_rahm"] is not None:
        e["atomicRadius"] = clean(row["atomic_radius_rahm"], 3)
        e["atomicRadiusSource"] = "Rahm 2016"

    # oxidation states (none for 109-118: mendeleev's entries there are the
    # predictions of Wikipedia's table, whose parentheses it does not keep)
    ox = [] if z in NO_CATEGORY else db.execute("select oxidation_state, category from oxidationstates "
                    "where atomic_number = ? order by oxidation_state", (z,)).fetchall()
    if ox:
        e["oxidationStates"] = [o for o, _ in ox]
        common = [o for o, c in ox if c == "main"]
        if z in COMMON_OXIDATION_FIXES:
            old, new = COMMON_OXIDATION_FIXES[z]
            checks.require(common == old, f"{s}: common oxidation states {common}, expected {old}")
            common = new
        if common:
            e["commonOxidationStates"] = common

    # standard atomic weight: uncertainty and interval
    if z in CIAAW_2024_UNCERTAINTIES:
        e["atomicWeightUncertainty"] = CIAAW_2024_UNCERTAINTIES[z]
    elif z in ciaaw_unc:
        unc, interval = ciaaw_unc[z]
        e["atomicWeightUncertainty"] = unc
        if interval:
            e["atomicWeightInterval"] = interval
            lo, hi = interval
            # conventional values are rounded: O 15.999 and Tl 204.38 sit
            # just below their intervals
            checks.require(lo - unc <= float(e["atomicWeight"]) <= hi + unc,
                           f"{s}: conventional weight far outside its interval")

    # crystal structure
    if row["lattice_structure"] is not None:
        e["latticeStructure"] = LATTICE_NAMES[row["lattice_structure"]]
    if row["lattice_constant"] is not None:
        e["latticeConstant"] = clean(row["lattice_constant"] * 100, 3)   # angstrom -> pm

    # thermal
    for key, col, digits in (("specificHeat", "specific_heat_capacity", 6),
                             ("thermalConductivity", "thermal_conductivity", 6),
                             ("heatOfFusion", "fusion_heat", 6),
                             ("heatOfVaporization", "evaporation_heat", 6)):
        if row[col] is not None:
            checks.require(row[col] > 0, f"{s}: {col} {row[col]}")
            e[key] = clean(row[col], digits)

    # abundances
    if row["abundance_crust"] is not None:
        e["abundanceCrust"] = sig(row["abundance_crust"], 6)
    if row["abundance_sea"] is not None:
        e["abundanceSea"] = sig(row["abundance_sea"], 6)

    e["casNumber"] = row["cas"]

    # valence electrons (derived from the configuration)
    v = valence_electrons(e["electronConfiguration"], e["block"], e["period"])
    if v is not None:
        e["valenceElectrons"] = v

    # isotopes (NUBASE2020 via mendeleev; masses AME2020)
    modes: dict[int, list[str]] = {}
    for iid, mode in db.execute(
            "select isotope_id, mode from isotopedecaymodes m join isotopes i on i.id = m.isotope_id "
            "where i.atomic_number = ? and not coalesce(m.is_allowed_not_observed, 0) order by m.id", (z,)):
        if mode not in modes.setdefault(iid, []):
            modes[iid].append(mode)
    isotopes = []
    for (iid, a, mass, mass_unc, ab, hl, unit) in db.execute(
            "select id, mass_number, mass, mass_uncertainty, abundance, half_life, half_life_unit "
            "from isotopes where atomic_number = ? order by mass_number", (z,)):
        iso: dict = {"massNumber": a}
        if mass is not None:
            iso["mass"] = clean(mass, 12)
        if mass_unc is not None and mass_unc > 0:
            iso["massUncertainty"] = sig(mass_unc, 6)
        if ab is not None:
            iso["abundance"] = clean(ab, 6)
        if hl is not None:
            iso["halfLife"] = sig(hl, 8)
            iso["halfLifeUnit"] = HALF_LIFE_UNITS[unit]
        elif ab is not None:
            iso["stable"] = True
        if modes.get(iid):
            iso["decayModes"] = modes[iid]
        isotopes.append(iso)
    if isotopes:
        e["isotopes"] = isotopes
    natural = [i for i in isotopes if "abundance" in i]
    if natural:
        total = sum(i["abundance"] for i in natural)
        checks.require(abs(total - 100) < 0.05, f"{s}: natural abundances sum to {total}")
        top = max(natural, key=lambda i: i["abundance"])["massNumber"]
    else:
        top = LONGEST_LIVED_MASS_NUMBER.get(z)
    if top is not None:
        e["neutrons"] = top - z


# ---------------------------------------------------------------------------
# Isotopes: NUBASE2020's own file (nubase_4.mas20.txt, AMDC, CC BY 3.0)
# ---------------------------------------------------------------------------

NUBASE_MEMBER = "pynucastro/nucdata/AtomicMassEvaluation/nubase_4.mas20.txt"
# 1 u in keV, AME2020 (Wang et al., Chin. Phys. C 45, 030003 (2021)), the value NUBASE2020
# converts its mass excesses with.
KEV_PER_U = "931494.10242"
# NUBASE's half-life units -> ours ("m" is minutes in NUBASE).
NUBASE_UNITS = {
    "ys": "ys", "zs": "zs", "as": "as", "fs": "fs", "ps": "ps", "ns": "ns", "us": "us",
    "ms": "ms", "s": "s", "m": "min", "h": "h", "d": "d", "y": "y", "ky": "ky", "My": "My",
    "Gy": "Gy", "Ty": "Ty", "Py": "Py", "Ey": "Ey", "Zy": "Zy", "Yy": "Yy",
}
SECONDS = {
    "ys": 1e-24, "zs": 1e-21, "as": 1e-18, "fs": 1e-15, "ps": 1e-12, "ns": 1e-9, "us": 1e-6,
    "ms": 1e-3, "s": 1.0, "min": 60.0, "h": 3600.0, "d": 86400.0, "y": 3.15576e7,
    "ky": 3.15576e10, "My": 3.15576e13, "Gy": 3.15576e16, "Ty": 3.15576e19,
    "Py": 3.15576e22, "Ey": 3.15576e25, "Zy": 3.15576e28, "Yy": 3.15576e31,
}
NUMBER = r"\d+(?:\.\d*)?(?:[eE][+-]?\d+)?"

# Representative isotopic compositions (CIAAW's "TICE") that differ from the IS values in
# NUBASE2020 (which quote IUPAC's 2013 compositions).  Gadolinium: CIAAW 2024, published with
# the revised standard atomic weight 157.249(2) (ciaaw.org/gadolinium.htm), amount fractions
# in percent.
TICE_REVISIONS = {
    64: {152: 0.204, 154: 2.187, 155: 14.828, 156: 20.493, 157: 15.657, 158: 24.820, 160: 21.811},
}

# Two-isotope elements whose standard atomic weight CIAAW revised after the composition
# NUBASE2020 quotes.  With two natural isotopes the weight fixes the composition:
# x(heavy) = (Ar - m(light)) / (m(heavy) - m(light)), with the AME2020 masses.  Lutetium:
# CIAAW 2024's 174.96669(5) (CIAAW_2024_REVISIONS) gives Lu-176 2.5863(50) %, Lu-175
# 97.4137 %; NUBASE2020's IS (CIAAW 2013) has 2.599(13) % and 97.401(13) %, which give
# 174.966817, outside the 2024 weight's uncertainty.  Z -> (light, heavy, decimals in percent).
COMPOSITION_FROM_WEIGHT = {71: (175, 176, 4)}

# Isomers kept besides those that occur in nature (Ta-180m): the ones a student meets, in the
# natural decay series, in medicine and in textbooks, and every isomer a decay of another
# nuclide feeds in ISOMER_FEEDING.  (Z, A) -> NUBASE2020's state digit (1 is its "m", 2 its
# "n"); each is stored as "m", the name it goes by.  One isomer per mass number at most.
ISOMERS = {
    (91, 234): 1,   # Pa-234m: U-238 series, Th-234's daughter
    (43, 99): 1,    # Tc-99m: nuclear medicine, Mo-99's daughter
    (56, 137): 1,   # Ba-137m: Cs-137's daughter, the source of its 662 keV gamma ray
    (49, 113): 1,   # In-113m: the Sn-113/In-113m generator
    (36, 83): 2,    # Kr-83m (NUBASE's 83Krn; its 83Krm is a 157 ns level): Rb-83's and Br-83's
    (36, 81): 1,    # Kr-81m: the Rb-81/Kr-81m generator (lung ventilation)
    (54, 131): 1,   # Xe-131m: I-131's daughter
    (54, 133): 1,   # Xe-133m: I-133's daughter
    (54, 135): 1,   # Xe-135m: I-135's daughter (reactor xenon)
    (52, 125): 1,   # Te-125m: Sb-125's daughter
    (41, 93): 1,    # Nb-93m: Zr-93's and Mo-93's daughter
    (45, 103): 1,   # Rh-103m: Pd-103's (brachytherapy) and Ru-103's daughter
    (27, 58): 1,    # Co-58m: activation product
    (27, 60): 1,    # Co-60m: activation product, Fe-60's daughter
    (47, 110): 2,   # Ag-110m (NUBASE's 110Agn; its 110Agm is a 660 ns level): activation product
    (95, 242): 1,   # Am-242m: the long-lived americium-242
}

# Which decays leave the daughter in its isomer: NUBASE gives each isomer's own half-life and
# decay modes, not which state a parent's decay feeds.  Parent (Z, A) -> (its NUBASE mode, the
# percentage of the parent's decays that end in the daughter's isomer of ISOMERS).  Source:
# ICRP Publication 107, K. Eckerman and A. Endo, "Nuclear decay data for dosimetric
# calculations", Ann. ICRP 38(3) (2008), whose branching fractions to metastable states are
# evaluated from ENSDF, as tabulated in radioactivedecay 0.6.1
# (icrp107_ame2020_nubase2020/decay_data.npz, read 2026-11-29); transcribed by hand.  Every
# parent listed decays by that one mode only (NUBASE: 100 %), so the percentage is also the
# share of that mode's decays.  ICRP 107 names no other ground state among the nuclides it
# covers as a parent of these isomers.
ISOMER_FEEDING = {
    (90, 234): ("B-", 100.0),    # Th-234 -> Pa-234m; the ground state (4+) is not fed
    (42, 99): ("B-", 87.73),     # Mo-99 -> Tc-99m
    (55, 137): ("B-", 94.399),   # Cs-137 -> Ba-137m
    (50, 113): ("B+", 99.998),   # Sn-113 -> In-113m
    (37, 83): ("EC", 74.292),    # Rb-83 -> Kr-83m
    (35, 83): ("B-", 99.845),    # Br-83 -> Kr-83m
    (37, 81): ("B+", 95.691),    # Rb-81 -> Kr-81m
    (53, 131): ("B-", 1.1759),   # I-131 -> Xe-131m
    (53, 133): ("B-", 2.8846),   # I-133 -> Xe-133m
    (53, 135): ("B-", 16.568),   # I-135 -> Xe-135m
    (51, 125): ("B-", 23.136),   # Sb-125 -> Te-125m
    (40, 93): ("B-", 97.5),      # Zr-93 -> Nb-93m
    (42, 93): ("EC", 88.0),      # Mo-93 -> Nb-93m
    (46, 103): ("EC", 99.875),   # Pd-103 -> Rh-103m
    (44, 103): ("B-", 98.755),   # Ru-103 -> Rh-103m
    (26, 60): ("B-", 100.0),     # Fe-60 -> Co-60m
}


def parse_decay_modes(text: str, checks: Checks, where: str) -> tuple[list[dict], float | None]:
    """NUBASE's decay-mode column: the modes with their intensity in percent and relation,
    and the isotopic abundance ("IS") if given.  Modes NUBASE writes with a bare "?"
    (expected, not observed) or with intensity "=0" are left out; "=?" (observed, intensity
    unknown) is kept without an intensity, and ">0" (observed, too weak to measure: Fe-68's
    B-n, Nd-125's B+p) is kept as a lower bound of 0."""
    modes: list[dict] = []
    abundance = None
    for raw in text.split(";"):
        entry = re.sub(r"\[[^\]]*\]", "", raw).strip()     # "[gs=0,m=100]": feeding, not ours
        if not entry:
            continue
        m = re.fullmatch(r"([0-9]*[A-Za-z][A-Za-z0-9+\-]*?)\s*([=~<>])\s*(.*)", entry)
        if m is None:
            checks.require(entry.endswith("?"), f"NUBASE {where}: cannot read decay mode {entry!r}")
            continue                                         # "B- ?": expected, not observed
        mode, relation, rest = m.group(1), m.group(2), m.group(3).strip()
        if mode == "IS":
            v = re.match(NUMBER, rest)
            checks.require(v is not None, f"NUBASE {where}: abundance {entry!r}")
            abundance = float(v.group(0)) if v else None
            continue
        item: dict = {"mode": mode}
        if rest in ("", "?"):
            item["relation"] = "?"
        else:
            v = re.fullmatch(rf"({NUMBER})(#?)(?:\s+(\S+))?", rest)
            checks.require(v is not None, f"NUBASE {where}: cannot read intensity {entry!r}")
            if v is None:
                continue
            value = float(v.group(1))
            if value == 0 and relation != ">":
                continue
            item["relation"] = relation
            item["intensity"] = value
            if v.group(2):
                item["estimated"] = True
        modes.append(item)
    return modes, abundance


def nubase_isotopes(checks: Checks) -> dict[int, list[dict]]:
    """Z -> isotope records (the plist's shape) from NUBASE2020: every ground state, the
    isomers that occur in nature (Ta-180m) and those of ISOMERS, with the feedings of
    ISOMER_FEEDING.  Masses from the mass excess (AME2020's)."""
    from decimal import Decimal
    text = wheels().read("pynucastro", NUBASE_MEMBER).decode("ascii")
    checks.require(text.startswith("# Nubase2020"), "pynucastro's NUBASE file is not NUBASE2020")
    out: dict[int, list[dict]] = {}
    for line in text.splitlines():
        if line.startswith("#") or not line.strip():
            continue
        line = line.ljust(209)
        a, z, state = int(line[0:3]), int(line[4:7]), int(line[7])
        where = line[11:17].strip()
        if z == 0 or z > 118 or state >= 8:                 # the neutron; isobaric analogues
            continue
        modes, abundance = parse_decay_modes(line[119:209], checks, where)
        if state != 0 and abundance is None and ISOMERS.get((z, a)) != state:
            continue
        iso: dict = {"massNumber": a}
        if state != 0:
            iso["isomer"] = "m"
        me, dme = line[18:31].strip(), line[31:42].strip()
        mass = Decimal(a) + Decimal(me.rstrip("#")) / Decimal(KEV_PER_U)
        unc = float(dme.rstrip("#")) / float(KEV_PER_U) if dme and float(dme.rstrip("#")) > 0 else 0.0
        # decimals down to a tenth of the uncertainty's leading digit (6 to 12)
        decimals = min(12, max(6, 1 - math.floor(math.log10(unc)))) if unc else 12
        iso["mass"] = float(round(mass, decimals))
        if unc:
            iso["massUncertainty"] = sig(unc, 2)
        if me.endswith("#"):
            iso["massEstimated"] = True
        t, unit, dt = line[69:78].strip(), line[78:80].strip(), line[81:88].strip()
        if t == "stbl":
            iso["stable"] = True
            modes = []                                       # Te-123 "EC=100" is theoretical
        elif t and t != "p-unst":
            m = re.fullmatch(rf"([<>~]?)({NUMBER})(#?)", t)
            checks.require(m is not None and unit in NUBASE_UNITS, f"NUBASE {where}: half-life {t!r} {unit!r}")
            if m and unit in NUBASE_UNITS:
                iso["halfLife"] = float(m.group(2))
                iso["halfLifeUnit"] = NUBASE_UNITS[unit]
                if m.group(1):
                    iso["halfLifeRelation"] = m.group(1)
                if m.group(3):
                    iso["halfLifeEstimated"] = True
                if re.fullmatch(NUMBER, dt) and float(dt) > 0:
                    iso["halfLifeUncertainty"] = float(dt)
        if abundance is not None:
            iso["abundance"] = abundance
        if modes:
            iso["decayModes"] = modes
        out.setdefault(z, []).append(iso)
    mm = molmass_elements()
    for z, isos in out.items():
        if z in CONVENTIONAL_WEIGHTS:
            # interval elements: NUBASE's IS values are the midpoints of CIAAW's intervals
            # (Li 4.85 % Li-6); CIAAW's representative composition instead, as NIST tabulates it
            symbol = mm[z].symbol
            rep = {a: round(i.abundance * 100, 6) for a, i in mm[symbol].isotopes.items() if i.abundance}
            natural = {i["massNumber"] for i in isos if "abundance" in i}
            checks.require(natural == set(rep), f"Z={z}: NIST representative isotopes {sorted(rep)} vs {sorted(natural)}")
            for i in isos:
                if i["massNumber"] in rep:
                    i["abundance"] = rep[i["massNumber"]]
        revised = TICE_REVISIONS.get(z)
        if revised:
            natural = {i["massNumber"] for i in isos if "abundance" in i}
            checks.require(natural == set(revised), f"Z={z}: TICE revision isotopes {sorted(revised)}")
            for i in isos:
                if i["massNumber"] in revised:
                    i["abundance"] = revised[i["massNumber"]]
        pair = COMPOSITION_FROM_WEIGHT.get(z)
        if pair:
            light, heavy, decimals = pair
            natural = {i["massNumber"]: i for i in isos if "abundance" in i}
            checks.require(set(natural) == {light, heavy}, f"Z={z}: natural isotopes {sorted(natural)}")
            if set(natural) == {light, heavy}:
                weight = float(CIAAW_2024_REVISIONS[z])
                m1, m2 = natural[light]["mass"], natural[heavy]["mass"]
                x = round((weight - m1) / (m2 - m1) * 100, decimals)
                checks.require(abs(x - natural[heavy]["abundance"]) < 0.05,
                               f"Z={z}: composition from the weight {x} % far from NUBASE's")
                natural[heavy]["abundance"] = x
                natural[light]["abundance"] = round(100 - x, decimals)
        isos.sort(key=lambda i: (i["massNumber"], "isomer" in i))
    add_isomer_feeding(out, checks)
    return out


def add_isomer_feeding(isotopes: dict[int, list[dict]], checks: Checks) -> None:
    """The key `isomerFeeding` of the decay modes of ISOMER_FEEDING: the percentage of the
    mode's decays that leave the daughter in its isomer."""
    daughter_z = {"B-": 1, "B+": -1, "EC": -1}
    def find(z: int, a: int, isomer: bool) -> dict | None:
        return next((i for i in isotopes.get(z, []) if i["massNumber"] == a and ("isomer" in i) == isomer), None)
    for (z, a) in ISOMERS:
        checks.require(find(z, a, True) is not None, f"Z={z} A={a}: isomer not in NUBASE2020")
    for (z, a), (code, percent) in sorted(ISOMER_FEEDING.items()):
        parent = find(z, a, False)
        modes = parent.get("decayModes", []) if parent else []
        checks.require(len(modes) == 1 and modes[0]["mode"] == code and modes[0].get("intensity") == 100,
                       f"Z={z} A={a}: feeding of an isomer by {code}, but NUBASE gives {modes}")
        daughter = (z + daughter_z[code], a)
        checks.require(daughter in ISOMERS, f"Z={z} A={a}: feeds an isomer not in ISOMERS")
        checks.require(0 < percent <= 100, f"Z={z} A={a}: isomer feeding {percent} %")
        if len(modes) == 1 and daughter in ISOMERS:
            modes[0]["isomerFeeding"] = percent


def check_compositions(entries: list[dict], checks: Checks) -> dict[int, tuple[float, float, float]]:
    """Sum of mass x abundance against the standard atomic weight: within its uncertainty, or
    inside the interval for interval elements.  Returns Z -> (sum, lower, upper)."""
    out = {}
    for e in entries:
        natural = [i for i in e.get("isotopes", []) if "abundance" in i]
        if not natural or e["atomicWeight"].startswith("["):
            continue
        total = sum(i["abundance"] for i in natural)
        checks.require(abs(total - 100) < 0.002, f"{e['symbol']}: natural abundances sum to {total:.5f} %")
        value = sum(i["mass"] * i["abundance"] for i in natural) / total
        if "atomicWeightInterval" in e:
            lo, hi = e["atomicWeightInterval"]
        else:
            u = e["atomicWeightUncertainty"]
            lo, hi = float(e["atomicWeight"]) - u, float(e["atomicWeight"]) + u
        out[e["atomicNumber"]] = (value, lo, hi)
    return out


# ---------------------------------------------------------------------------
# Independent sources: pymatgen-core, periodictable, molmass, chemicals (CRC tables)
# ---------------------------------------------------------------------------

# Elements whose CRC thermodynamic table entry is per mole of X2 (Cp of I2, ...).
DIATOMIC = {1, 7, 8, 9, 17, 35, 53}


def pymatgen_table() -> dict:
    import gzip
    import json
    return json.loads(gzip.decompress(wheels().read("pymatgen_core", "pymatgen/core/periodic_table.json.gz")))


def jmol_colours() -> dict[str, str]:
    """pymatgen-core's ElementColorSchemes.yaml, its "Jmol" scheme, as "#rrggbb"."""
    text = wheels().read("pymatgen_core", "pymatgen/core/ElementColorSchemes.yaml").decode()
    out, scheme = {}, None
    for line in text.splitlines():
        if re.match(r"\S", line):
            scheme = line.rstrip(":").strip()
        m = re.fullmatch(r"\s+([A-Z][a-z]?):\s*\[\s*(\d+),\s*(\d+),\s*(\d+)\s*\]\s*", line)
        if m and scheme == "Jmol":
            out[m.group(1)] = "#%02x%02x%02x" % tuple(int(m.group(i)) for i in (2, 3, 4))
    return out


def chemicals_rows(member: str) -> dict[str, dict]:
    """A table of the `chemicals` package (CRC Handbook tables transcribed by C. Bell) by CAS."""
    import csv
    import io
    text = wheels().read("chemicals", "chemicals/" + member).decode("utf-8")
    return {r["CAS"]: r for r in csv.DictReader(io.StringIO(text), delimiter="\t")}


def elementy_values(key: str) -> dict[str, float]:
    """One property of elementy 0.0.18's element table (R. Forrest's compilation, values without
    per-value citations), by symbol.  Its elements.py is read as Python syntax, never imported
    (it imports numpy): the literal keys and values of each `Element(**{...})`."""
    import ast
    text = wheels().read("elementy", "elementy/elements.py").decode("utf-8")
    out = {}
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Element" and node.keywords:
            d = node.keywords[0].value
            if not isinstance(d, ast.Dict):
                continue
            row = {k.value: v.value for k, v in zip(d.keys, d.values)
                   if isinstance(k, ast.Constant) and isinstance(v, ast.Constant)}
            if isinstance(row.get(key), (int, float)) and "symbol" in row:
                out[row["symbol"]] = float(row[key])
    return out


def molmass_elements():
    wheels().importable("molmass")
    from molmass.elements import ELEMENTS
    return ELEMENTS


def num(value) -> float | None:
    """A number from a table cell; None for blanks and non-numbers."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value)
    try:
        return float(str(value).strip())
    except ValueError:
        return None


# Properties from pymatgen-core's periodic_table.json (its data are compiled from WebElements
# and the CRC Handbook): key -> (pymatgen's name, factor to our unit).
PYMATGEN_PROPERTIES = {
    "mohsHardness": ("Mineral hardness", 1.0),
    "vickersHardness": ("Vickers hardness", 1.0),            # MPa
    "brinellHardness": ("Brinell hardness", 1.0),            # MPa
    "youngsModulus": ("Youngs modulus", 1.0),                # GPa
    "bulkModulus": ("Bulk modulus", 1.0),                    # GPa
    "shearModulus": ("Rigidity modulus", 1.0),               # GPa
    "poissonsRatio": ("Poissons ratio", 1.0),
    "molarVolume": ("Molar volume", 1.0),                    # cm3/mol
    "electricalResistivity": ("Electrical resistivity", 1e9),  # ohm m -> nOhm m
    "thermalExpansion": ("Coefficient of linear thermal expansion", 1e6),  # 1/K -> 1e-6/K
    "speedOfSound": ("Velocity of sound", 1.0),              # m/s
    "metallicRadius": ("Metallic radius", 100.0),            # angstrom -> pm
    "superconductingTemperature": ("Superconduction temperature", 1.0),  # K
}

# One allotrope per element for every allotrope-dependent field (density, lattice, thermal
# conductivity, heats, specific heat, the mechanical properties): the standard state's.
ALLOTROPES = {
    5: "β-rhombohedral", 6: "graphite", 8: "O₂", 15: "white", 16: "α (rhombic)",
    33: "grey", 34: "grey (trigonal)", 50: "β (white)", 51: "grey",
}
# Values left out (Z: {key: why}): another allotrope's than the one above, estimates, and
# values that contradict the other sources and the element's other properties.
LEFT_OUT = {
    61: {"thermalConductivity": "an estimate (17.9 W/(m·K)); pymatgen-core has 15"},
    # Sc, Y, Ce and Lu superconduct only under pressure: Debessai, Hamlin & Schilling,
    # Phys. Rev. B 78, 064519 (2008) ("the other trivalent d-electron metals Sc, Y, and Lu
    # only superconduct if high pressures are applied"; Ce needs about 5 GPa)
    21: {"superconductingTemperature": "only under pressure (19.6 K at 107 GPa); pymatgen-core's 0.05 K"},
    39: {"superconductingTemperature": "only under pressure (about 1.3 K at 11 GPa); pymatgen-core's 1.3 K"},
    58: {"superconductingTemperature": "only under pressure (about 1.7 K at 5 GPa); pymatgen-core's 0.022 K"},
    71: {"superconductingTemperature": "only under pressure; pymatgen-core's 0.022 K"},
    15: {"latticeStructure": "mendeleev: cubic, not white P's structure",
         "latticeConstant": "mendeleev: cubic, not white P's structure",
         "electricalResistivity": "pymatgen-core's 100 nΩ·m is a metal's; white P is an insulator "
                                  "and black P a semiconductor with a 0.33 eV gap (Keyes, Phys. Rev. 92, 580 (1953))",
         "heatOfVaporization": "mendeleev 49.8 and CRC (via chemicals) 12.4 kJ/mol: the molecular unit differs",
         "heatOfFusion": "the CRC row (via chemicals) is red phosphorus's, 18.54 kJ/mol"},
    16: {"heatOfVaporization": "mendeleev 10.5 and CRC (via chemicals) 45 kJ/mol: the molecular unit differs"},
    42: {"shearModulus": "pymatgen-core's 20 GPa contradicts E and ν (about 126 GPa)"},
    14: {"speedOfSound": "pymatgen-core's 2200 m/s contradicts E and density (7500-9000 m/s)",
         "youngsModulus": "pymatgen-core's 47 GPa against 130-188 GPa (the elastic data page)"},
    6: {"latticeStructure": "diamond", "latticeConstant": "diamond",
        "speedOfSound": "diamond (18350 m/s)", "electricalResistivity": "not stated",
        "mohsHardness": "graphite 0.5 but pymatgen's other fields mix in diamond",
        "youngsModulus": "not stated", "shearModulus": "not stated", "poissonsRatio": "not stated"},
    5: {"latticeStructure": "mendeleev: tetragonal (α-tetragonal boron)",
        "latticeConstant": "mendeleev: tetragonal (α-tetragonal boron)"},
    8: {"latticeStructure": "solid oxygen", "latticeConstant": "solid oxygen"},
    64: {"superconductingTemperature": "gadolinium is ferromagnetic below 293 K and does not "
                                       "superconduct; pymatgen-core's 1.083 K is gallium's"},
}

# Heats of vaporization of mendeleev 1.3.0 that are standard enthalpies of sublimation at
# 25 °C (ΔsubH°, the CRC Handbook's "Enthalpy of formation of gaseous atoms" values:
# Eu 175.3, Gd 397.5, Tb 388.7, Dy 290.4, Ho 300.8, Er 317.1, Tm 232.2, Yb 152.1, Ga 272
# kJ/mol), not enthalpies of vaporization of the liquid at the normal boiling point, the
# field's meaning.  No boiling-point value from a table at hand was checked for these:
# left out (unknown is absent).  See DATA-SOURCES.md.
SUBLIMATION_NOT_VAPORIZATION = {63: 176.0, 64: 301.3, 65: 391.0, 66: 280.0, 67: 251.0,
                                68: 280.0, 69: 232.0, 70: 159.0, 31: 270.3}
for _z in SUBLIMATION_NOT_VAPORIZATION:
    LEFT_OUT.setdefault(_z, {})["heatOfVaporization"] = (
        "a standard enthalpy of sublimation at 25 °C, not the enthalpy of vaporization at the boiling point")

# Values of mendeleev 1.3.0 that are wrong, replaced (Z: {key: (mendeleev's, ours, source)}).
FIXES = {
    49: {"boilingPoint": (2300.15, 2345.15,
                          "CRC Handbook 97th ed., melting and boiling points of the elements: 2072 °C; "
                          "mendeleev has the digits transposed (2027 °C)")},
    31: {"thermalConductivity": (28.1, 40.6,
                                 "CRC Handbook, thermal conductivity of the elements, 300 K: 40.6 W/(m·K); "
                                 "28-29 (WebElements) is close to liquid gallium's")},
    19: {"thermalConductivity": (79.0, 102.5, "CRC Handbook 97th ed., thermal conductivity of the elements, 300 K"),
         "heatOfVaporization": (2.33, 76.9, "CRC Handbook 97th ed., enthalpy of vaporization of the elements"),
         "density": (0.89, 0.862, "CRC Handbook 80th ed. via periodictable; pymatgen-core 0.856")},
    35: {"thermalConductivity": (0.005, 0.12, "pymatgen-core (liquid bromine); 0.005 is the vapour's")},
    52: {"heatOfVaporization": (49.8, 114.1, "CRC Handbook via chemicals 1.5.2"),
         "thermalConductivity": (14.3, 3.0, "pymatgen-core; tellurium conducts 2-3 W/(m·K)")},
    34: {"heatOfVaporization": (59.7, 95.48, "CRC Handbook via chemicals 1.5.2")},
    48: {"heatOfVaporization": (59.1, 99.87, "CRC Handbook via chemicals 1.5.2")},
    83: {"heatOfVaporization": (172.0, 151.0, "CRC Handbook via chemicals 1.5.2")},
    # mendeleev's 1.59 is amorphous carbon's; graphite, the allotrope stored, conducts
    # anisotropically: the CRC gives pyrolytic graphite 1950 W/(m·K) along the layer planes
    # and 5.70 across them at 300 K (Ho, Powell & Liley, J. Phys. Chem. Ref. Data 1, 279
    # (1972)).  The in-plane value is stored, its direction in `thermalConductivityNote`.
    6: {"thermalConductivity": (1.59, 1950.0,
                                "CRC Handbook, thermal conductivity of the elements, 300 K: "
                                "graphite 1950 W/(m·K) in plane, 5.70 across the planes")},
    # Orthorhombic iodine (Cmca): a = 727, b = 479, c = 979 pm (Ashcroft & Mermin via
    # periodictable; CRC, lattice constants of the elements); mendeleev's 772 pm has the
    # digits transposed.  The field is the a axis, as for every non-cubic cell.
    53: {"latticeConstant": (772.0, 727.0,
                             "Ashcroft & Mermin via periodictable and the CRC Handbook: a = 727 pm "
                             "(b = 479, c = 979 pm)")},
}

# Notes naming the direction or axis of a stored value where the element is anisotropic
# (Z: {key: note}); shown after the value.
VALUE_NOTES = {
    6: {"thermalConductivityNote": "in graphite's layer planes; 5.7 W/(m·K) across them"},
    53: {"latticeConstantNote": "b = 479 pm, c = 979 pm"},
}

# Boiling points mendeleev's CRC table (97th ed., the elements) lacks, from the CRC Handbook's
# table of physical constants of inorganic compounds (via chemicals 1.5.2; Z: kelvin, checked
# against it): promethium 3000 °C, neptunium 3902 °C, americium 2011 °C.  No element of these
# has been boiled: the values rest on vapour pressures measured far below them (the Merck
# Index calls neptunium's, 4174 °C there, extrapolated).  Radium has none in either CRC table
# (the 2010 K of WebElements and pymatgen-core cites no measurement), and stays unknown.
BOILING_FROM_CRC_INORGANIC = {61: 3273.15, 93: 4175.15, 95: 2284.15}

# Pauling electronegativities mendeleev's CRC table lacks (Z: (value, pymatgen-core's "X",
# source)).  Krypton: 3.00, the value L. C. Allen and J. E. Huheey derived from the bond
# energies of the krypton and xenon fluorides (J. Inorg. Nucl. Chem. 42, 1523 (1980)), whose
# xenon value, 2.6, is the one the CRC table has; pymatgen-core (WebElements) carries it.
ELECTRONEGATIVITY_ADDED = {36: (3.0, 3.0, "Allen and Huheey 1980, via pymatgen-core")}

# Electron affinities of lanthanides measured since the CRC table mendeleev carries (which
# has decades-old estimates far above them): the values pymatgen-core carries, from laser
# photodetachment measurements (e.g. Felton et al. 2014 for La and Ce; Fang, Chen et al.
# 2018-2022 for Pr, Nd, Eu, Tb, Dy, Lu).
EA_FROM_PYMATGEN = {57, 58, 59, 60, 63, 65, 66, 71,
                    # and where pymatgen-core has a later measurement than the CRC table
                    31, 49, 72, 75, 76, 81}

# Shannon radius spin labels -> ours.
SPIN = {"High Spin": "high", "Low Spin": "low", "": None}


def shannon_radii(pm: dict, symbol: str) -> list[dict]:
    """pymatgen-core's Shannon (1976) radii as records: charge, coordination (Roman numeral,
    with Shannon's suffixes such as "IVSQ" for square planar), spin where given, and the
    ionic and crystal radii in pm."""
    out = []
    table = pm[symbol].get("Shannon radii") or {}
    # pymatgen-core has one Eu entry without a charge (VII, 101 pm): not used
    for charge in sorted((c for c in table if re.fullmatch(r"-?\d+", c)), key=int):
        for coordination in sorted(table[charge], key=roman_order):
            for spin, radii in sorted(table[charge][coordination].items()):
                item = {"charge": int(charge), "coordination": coordination,
                        "ionicRadius": clean(radii["ionic_radius"] * 100, 3),
                        "crystalRadius": clean(radii["crystal_radius"] * 100, 3)}
                if SPIN[spin]:
                    item["spin"] = SPIN[spin]
                out.append(item)
    return out


def roman_order(text: str) -> tuple[int, str]:
    values = {"I": 1, "V": 5, "X": 10}
    m = re.match(r"[IVX]+", text)
    numeral = m.group(0) if m else ""
    total = 0
    for i, c in enumerate(numeral):
        v = values[c]
        total += -v if i + 1 < len(numeral) and values[numeral[i + 1]] > v else v
    return (total, text)


# pymatgen-core values that contradict the independent sources, replaced
# (Z: {key: (pymatgen's, ours, source)}).
PYMATGEN_FIXES = {
    12: {"thermalExpansion": (8.2, 24.8,
                              "CRC Handbook, thermal expansion of the metals at 25 °C: 24.8e-6/K; "
                              "elementy 0.0.18 has 24.8; pymatgen-core's 8.2 is a third of it")},
    31: {"thermalExpansion": (120.0, 18.0,
                              "CRC Handbook, thermal expansion of the elements at 25 °C: 18e-6/K "
                              "for solid gallium (via Wikipedia's thermal expansion data page); "
                              "120e-6/K is liquid gallium's volumetric coefficient (ASM Handbook "
                              "vol. 2), which WebElements and elementy carry")},
    40: {"youngsModulus": (68.0, 94.5,
                           "ASM's 94.5 GPa (AZoM's zirconium data); 68 GPa is inconsistent with "
                           "the same compilation's shear modulus 33 GPa and Poisson's ratio 0.34 "
                           "(E = 2G(1 + ν) = 88 GPa) and with its speed of sound 3800 m/s "
                           "(ρv² = 94 GPa)")},
    45: {"youngsModulus": (275.0, 379.0,
                           "ASM Metals Handbook's 379 GPa (Goodfellow's rhodium data); "
                           "WebElements transposed rhodium's Young's and bulk moduli, which "
                           "its Poisson's ratio 0.26 rules out (K < E when ν < 1/3)"),
         "bulkModulus": (380.0, 276.0,
                         "Goodfellow's 276 GPa; 380 GPa is the Young's modulus, transposed")},
    46: {"brinellHardness": (37.3, 373.0,
                             "a slipped decimal point: the hardness data page (Samsonov) gives "
                             "320-610 MPa, and pymatgen-core's own Vickers value is 461 MPa")},
    47: {"brinellHardness": (24.5, 245.0,
                             "a slipped decimal point: the hardness data page (Samsonov) gives "
                             "245-250 MPa, and pymatgen-core's own Vickers value is 251 MPa")},
    80: {"superconductingTemperature": (3.95, 4.154,
                                        "3.95 K is tetragonal β-mercury's; the standard state, "
                                        "rhombohedral α-mercury (the lattice stored), "
                                        "superconducts below 4.154 K (CRC Handbook, properties "
                                        "of superconductors: α 4.154 K, β 3.949 K)")},
    57: {"superconductingTemperature": (6.0, 4.88,
                                        "6.0 K is fcc β-lanthanum's; the standard state, dhcp "
                                        "α-lanthanum, superconducts below 4.88 K (superconductors.org)")},
    14: {"electricalResistivity": (1.0e6, 2.3e12,
                                   "intrinsic silicon at 300 K, 2.3e3 Ω·m (2.3e5 Ω·cm: S. M. Sze, "
                                   "Physics of Semiconductor Devices, 2nd ed., 1981, Appendix G); "
                                   "pymatgen-core's 1e-3 Ω·m is a doped wafer's")},
    32: {"electricalResistivity": (5.0e5, 4.6e8,
                                   "intrinsic germanium at 300 K, 0.46 Ω·m (46-47 Ω·cm: Sze, "
                                   "ibid.; Ioffe NSM archive); pymatgen-core's 5e-4 Ω·m is a "
                                   "doped crystal's")},
    79: {"bulkModulus": (220.0, 180.0,
                         "180 GPa, the handbook value of Wikipedia's infobox and material-properties.org; "
                         "single-crystal elastic constants (Neighbours and Alers, Phys. Rev. 111, 707 "
                         "(1958)) give (c11 + 2 c12)/3 of about 173 GPa; WebElements' 220 matches no "
                         "measurement found"),
         "brinellHardness": (2450.0, 245.0,
                             "a slipped decimal point: gold's Brinell hardness is 188-245 MPa "
                             "(CRC, via the hardness data page), and pymatgen-core's own "
                             "Vickers value is 216 MPa")},
}


def add_pymatgen_properties(e: dict, pm: dict, colours: dict, checks: Checks) -> None:
    """The properties of PYMATGEN_PROPERTIES, the Shannon radii and the Jmol colour."""
    s, z = e["symbol"], e["atomicNumber"]
    for key, (name, factor) in PYMATGEN_PROPERTIES.items():
        v = num(pm[s].get(name))
        if v is None or key in LEFT_OUT.get(z, {}):
            continue
        if e["state"] == "Gas":
            # pymatgen-core mixes phases for the gases (the speed of sound in gaseous N2 but
            # in liquid Kr; solid chlorine's bulk modulus): the condensed standard state's
            # properties only
            continue
        if v <= 0 and key != "poissonsRatio":
            checks.require(False, f"{s}: pymatgen {name} {v}")
            continue
        e[key] = sig(v * factor, 6)
    for key, (old, new, _source) in PYMATGEN_FIXES.get(z, {}).items():
        checks.require(e.get(key) == old, f"{s}: {key} is {e.get(key)}, PYMATGEN_FIXES expects {old}")
        e[key] = new
    radii = shannon_radii(pm, s)
    if radii:
        e["shannonRadii"] = radii
    if s in colours:
        e["cpkColor"] = colours[s]


def apply_fixes(e: dict, checks: Checks) -> None:
    z = e["atomicNumber"]
    for key, (old, new, _source) in FIXES.get(z, {}).items():
        checks.require(e.get(key) == old, f"{e['symbol']}: {key} is {e.get(key)}, FIXES expects {old}")
        e[key] = new
    for key in LEFT_OUT.get(z, {}):
        e.pop(key, None)
    if z in ALLOTROPES:
        e["allotrope"] = ALLOTROPES[z]
    for key, note in VALUE_NOTES.get(z, {}).items():
        checks.require(key.removesuffix("Note") in e, f"{e['symbol']}: {key} without its value")
        e[key] = note


# pymatgen-core's (WebElements') molar volumes of the liquids, replaced by the atomic weight
# over the liquid's density at 25 °C, the value a reader dividing M by ρ gets: its 19.78
# cm³/mol for bromine and 14.09 for mercury are the frozen solids' (ρ about 4.05 and 14.25
# g/cm³), beside the liquids' densities (CRC, 3.1028 and 13.5336 g/cm³).
LIQUID_MOLAR_VOLUME_REPLACES = {35: 19.78, 80: 14.09}


def liquid_molar_volume(e: dict, checks: Checks) -> None:
    """The molar volume of a liquid element: its atomic weight over its density."""
    z = e["atomicNumber"]
    if e["state"] != "Liquid":
        return
    checks.require(e.get("molarVolume") == LIQUID_MOLAR_VOLUME_REPLACES.get(z),
                   f"{e['symbol']}: molarVolume is {e.get('molarVolume')}, "
                   f"LIQUID_MOLAR_VOLUME_REPLACES expects {LIQUID_MOLAR_VOLUME_REPLACES.get(z)}")
    e["molarVolume"] = sig(float(e["atomicWeight"]) / e["density"], 4)


# A liquid has no hardness: pymatgen-core's Mohs hardness of mercury, 1.5, is frozen
# mercury's, as its other mechanical values of the gases are other phases' (left out above).
HARDNESS_KEYS = ("mohsHardness", "vickersHardness", "brinellHardness")


def liquid_hardness_left_out(e: dict) -> None:
    """No hardness for an element that is liquid in its standard state (Br, Hg)."""
    if e["state"] == "Liquid":
        for key in HARDNESS_KEYS:
            e.pop(key, None)


# ---------------------------------------------------------------------------
# Cross-checks: every numeric field against independent sources, with a tolerance
# ---------------------------------------------------------------------------

class Comparison:
    """One field compared with other sources: value pairs, agreement within a tolerance."""

    def __init__(self, key: str, primary: str, abs_tol: float, rel_tol: float, tolerance_text: str,
                 factor: float | None = None) -> None:
        self.key, self.primary = key, primary
        self.abs_tol, self.rel_tol, self.tolerance_text = abs_tol, rel_tol, tolerance_text
        self.factor = factor                          # agreement within this ratio, for log-scale fields
        self.sources: dict[str, dict] = {}
        self.ours: dict[int, float] | None = None     # our values when not the entry's key

    def agrees(self, ours: float, other: float) -> bool:
        if self.factor is not None:
            return ours > 0 and other > 0 and max(ours / other, other / ours) <= self.factor * (1 + 1e-12)
        return abs(ours - other) <= max(self.abs_tol, self.rel_tol * abs(other)) + 1e-12


def nearest(ours: float, other: float | tuple[float, float]) -> float:
    """The other source's value, or for a range (low, high) its point nearest ours."""
    if isinstance(other, tuple):
        low, high = other
        return min(max(ours, low), high)
    return float(other)


def field_sources(entries: list[dict], pm: dict, mm, mendeleev_rows: dict, colours: dict,
                  crc_fusion: dict, crc_vap: dict, crc_inorganic: dict, crc_thermo: dict) -> list[Comparison]:
    """The comparisons, each with the values of the other sources by Z."""
    import periodictable
    from periodictable import crystal_structure  # noqa: F401  (adds crystal_structure)
    by_z = {e["atomicNumber"]: e for e in entries}
    sym = {z: e["symbol"] for z, e in by_z.items()}
    cas = {z: e.get("casNumber") for z, e in by_z.items()}
    comps: list[Comparison] = []

    def comp(key, primary, abs_tol, rel_tol, text, factor=None, **sources):
        c = Comparison(key, primary, abs_tol, rel_tol, text, factor)
        for name, values in sources.items():
            c.sources[name.replace("_", " ")] = {z: v for z, v in values.items() if v is not None}
        comps.append(c)

    def pmv(name, factor=1.0, only=None):
        return {z: (num(pm[s].get(name)) * factor if num(pm[s].get(name)) is not None else None)
                for z, s in sym.items() if only is None or only(z)}

    def mmv(attr, only=None):
        out = {}
        for z, s in sym.items():
            if only is not None and not only(z):
                continue
            try:
                v = getattr(mm[s], attr)
            except (KeyError, AttributeError):
                continue
            v = v[0] if isinstance(v, tuple) and v else v
            out[z] = num(v) if num(v) else None
        return out

    def crc(rows, column, factor=1.0, only=None):
        out = {}
        for z, c in cas.items():
            if only is not None and not only(z):
                continue
            r = rows.get(c or "")
            if r is not None and num(r.get(column)):
                out[z] = num(r[column]) * factor
        return out

    def m_col(column, factor=1.0):
        return {z: (r[column] * factor if r[column] is not None else None) for z, r in mendeleev_rows.items()}

    condensed = lambda z: by_z[z]["state"] in ("Solid", "Liquid", "Artificial")   # noqa: E731
    numeric_weight = {z: float(e["atomicWeight"]) for z, e in by_z.items() if not e["atomicWeight"].startswith("[")}
    comp("atomicWeight", "CIAAW", 0.01, 0, "0.01",
         molmass={z: v for z, v in mmv("mass").items() if z in numeric_weight},
         pymatgen={z: v for z, v in pmv("Atomic mass").items() if z in numeric_weight})
    comp("meltingPoint", "CRC 97th via mendeleev", 5, 0.01, "5 K or 1 %",
         pymatgen=pmv("Melting point"), CRC_inorganic_via_chemicals=crc(crc_inorganic, "Tm"),
         molmass=mmv("tmelt"))
    comp("boilingPoint", "CRC 97th via mendeleev", 10, 0.01, "10 K or 1 %",
         pymatgen=pmv("Boiling point"), CRC_inorganic_via_chemicals=crc(crc_inorganic, "Tb"),
         molmass=mmv("tboil"))
    comp("density", "CRC 95th via mendeleev", 0, 0.03, "3 % (solids and liquids)",
         pymatgen=pmv("Density of solid", 1e-3, condensed), periodictable={
             z: periodictable.elements[z].density for z in sym if condensed(z)},
         CRC_inorganic_via_chemicals=crc(crc_inorganic, "rho", 1e-3, condensed))
    comp("electronegativity", "CRC 95th via mendeleev", 0.05, 0, "0.05",
         pymatgen=pmv("X"), molmass=mmv("eleneg"))
    comp("ionizationEnergy", "NIST ASD via mendeleev", 0.01, 0.005, "0.5 %",
         pymatgen={z: num((pm[s].get("Ionization energies") or [None])[0]) for z, s in sym.items()},
         molmass=mmv("ionenergy"))
    comp("electronAffinity", "CRC 95th via mendeleev", 0.02, 0.02, "0.02 eV or 2 %",
         pymatgen={z: v for z, v in pmv("Electron affinity").items() if v and v > 0})
    comp("covalentRadius", "Pyykkö 2009 via mendeleev", 0, 0.2, "20 % (Cordero 2008 is another fit)",
         periodictable_Cordero_2008={z: (periodictable.elements[z].covalent_radius or 0) * 100 or None for z in sym})
    comp("vanDerWaalsRadius", "Alvarez 2013 via mendeleev", 0, 0.25, "25 % (pymatgen's are Bondi-type radii)",
         pymatgen=pmv("Van der waals radius", 100.0))
    comp("atomicRadius", "Slater 1964 via mendeleev", 1, 0, "1 pm",
         pymatgen_Slater=pmv("Atomic radius", 100.0))
    comp("latticeConstant", "mendeleev", 0, 0.02, "2 %",
         periodictable_Ashcroft_Mermin={z: (getattr(periodictable.elements[z], "crystal_structure", None) or {}).get("a", 0) * 100 or None
                                        for z in sym})
    comp("specificHeat", "CRC 95th via mendeleev", 0, 0.03, "3 %",
         CRC_thermodynamic_via_chemicals={z: v / numeric_weight[z] / (2 if z in DIATOMIC else 1)
                                          for z, v in crc(crc_thermo, "Cps").items() if z in numeric_weight})
    comp("thermalConductivity", "mendeleev", 0, 0.1, "10 %", pymatgen=pmv("Thermal conductivity"))
    comp("heatOfFusion", "CRC via chemicals", 0, 0.1, "10 %", mendeleev=m_col("fusion_heat"))
    comp("heatOfVaporization", "mendeleev", 0, 0.1, "10 %",
         CRC_via_chemicals=crc(crc_vap, "HvapTb", 1e-3))
    comp("metallicRadius", "pymatgen-core", 3, 0, "3 pm", mendeleev_CN12=m_col("metallic_radius_c12"))
    comp("molarVolume", "pymatgen-core", 0, 0.03, "3 % (solids)",
         atomic_weight_over_density={z: numeric_weight[z] / by_z[z]["density"] for z in numeric_weight
                                     if "density" in by_z[z] and by_z[z]["state"] == "Solid"})
    shear = {}
    bulk = {}
    sound = {}
    for z, e in by_z.items():
        E, nu = e.get("youngsModulus"), e.get("poissonsRatio")
        if E and nu is not None:
            shear[z] = E / (2 * (1 + nu))
            if nu < 0.5:
                bulk[z] = E / (3 * (1 - 2 * nu))
        if E and e.get("density") and e["state"] == "Solid":
            sound[z] = (E * 1e9 / (e["density"] * 1e3)) ** 0.5
    expansion = elementy_values("thermal_expansion")
    comp("thermalExpansion", "pymatgen-core", 0, 0.1, "10 %",
         elementy={z: expansion[s] * 1e6 for z, s in sym.items() if s in expansion})
    # Wiedemann-Franz: a metal's resistivity is about L T / κ (Lorenz number L = 2.44e-8
    # W Ω/K², T = 300 K), with κ mendeleev's (CRC) thermal conductivity.  Phonons and magnetic
    # scattering make it approximate, hence the tolerance; a slipped digit still shows.
    metal = lambda z: by_z[z].get("category") in METAL_CATEGORIES   # noqa: E731
    comp("electricalResistivity", "pymatgen-core", 0, 0.5, "50 % (metals; Wiedemann-Franz is approximate)",
         Wiedemann_Franz_from_thermal_conductivity={
             z: LORENZ * 300 / by_z[z]["thermalConductivity"] * 1e9 for z in sym
             if metal(z) and by_z[z].get("thermalConductivity")})
    comp("discoveryYear", "mendeleev, corrected", 1, 0, "1 year", bodr_10=bodr_discovery_years(sym))
    comps[-1].ours = {z: float(e["discoveryYear"].split()[0]) for z, e in by_z.items()
                      if e.get("discoveryYear", "Ancient") != "Ancient"}
    comp("mohsHardness", "pymatgen-core", 0.5, 0, "0.5",
         Wikipedia_hardness_data_page={z: v for z, v in HARDNESS_PAGE_MOHS.items() if z in sym})
    comp("vickersHardness", "pymatgen-core", 0, 0.25, HARDNESS_TOLERANCE,
         Wikipedia_hardness_data_page={z: v for z, v in HARDNESS_PAGE_VICKERS.items() if z in sym})
    comp("brinellHardness", "pymatgen-core", 0, 0.25, HARDNESS_TOLERANCE,
         Wikipedia_hardness_data_page={z: v for z, v in HARDNESS_PAGE_BRINELL.items() if z in sym},
         material_properties_org={z: v for z, v in HARDNESS_MATERIAL_PROPERTIES_BRINELL.items() if z in sym})
    comp("superconductingTemperature", "pymatgen-core", 0.005, 0.05, "5 % or 0.005 K",
         **{"superconductors.org Type 1": {z: v for z, v in TC_SUPERCONDUCTORS_ORG.items() if z in sym}},
         Wikipedia_conventional_superconductor={z: v for z, v in TC_CONVENTIONAL_PAGE.items() if z in sym})
    comp("abundanceCrust", "CRC 95th via mendeleev", 0, 0, ABUNDANCE_TOLERANCE, factor=2.0,
         Kaye_and_Laby_via_Wikipedia_abundance_data_page={z: v for z, v in CRUST_KAYE_LABY.items() if z in sym})
    comp("abundanceSea", "CRC 95th via mendeleev", 0, 0, ABUNDANCE_TOLERANCE, factor=2.0,
         Oxford_Dictionary_of_Earth_Sciences={z: v for z, v in SEA_MAJOR_CONSTITUENTS.items() if z in sym})
    comp("youngsModulus", "pymatgen-core", 0, 0.15, "15 % (of the range where one is given)",
         Wikipedia_elastic_data_page_WebElements={z: v for z, v in YOUNG_PAGE_WEL.items() if z in sym},
         Wikipedia_elastic_data_page_CRC={z: v for z, v in YOUNG_PAGE_CRC.items() if z in sym})
    comp("shearModulus", "pymatgen-core", 0, 0.15, "15 %", isotropic_elasticity_from_E_and_nu=shear)
    comp("bulkModulus", "pymatgen-core", 0, 0.3, "30 %", isotropic_elasticity_from_E_and_nu=bulk)
    # Poisson's ratio from the elastic data page's Young's modulus (its CRC column first) and
    # pymatgen-core's shear modulus, ν = E / 2G − 1.  The subtraction magnifies a modulus's
    # error (5 % in E moves ν by about 0.065), hence the absolute tolerance; ranges are skipped.
    page_young = {z: v for z, v in {**YOUNG_PAGE_WEL, **YOUNG_PAGE_CRC}.items()
                  if not isinstance(v, tuple)}
    comp("poissonsRatio", "pymatgen-core", 0.1, 0, "0.1",
         E_from_elastic_data_page_over_2G={
             z: page_young[z] / (2 * by_z[z]["shearModulus"]) - 1 for z in sym
             if z in page_young and by_z[z].get("shearModulus")})
    comp("speedOfSound", "pymatgen-core", 0, 0.3, "30 %", thin_rod_sqrt_E_over_density=sound)
    return comps


# Hardness, transcribed by hand (numbers only) from Wikipedia's "Hardnesses of the elements
# (data page)", whose Mohs, Vickers and first Brinell columns cite the CRC Handbook and
# G. V. Samsonov (ed.), Handbook of the Physicochemical Properties of the Elements (IFI-Plenum,
# 1968).  Z <= 61: the current revision (read 2026-11-26 through a mirror of en.wikipedia.org);
# Z 62-73: an earlier revision (wikimili.com's copy), the part of the page whose rows could be
# read.  A range (low, high) is the page's spread over samples; its first Brinell column only.
# Rows whose one number could belong to either column (Eu, Gd, Pm) and the rows after
# tantalum, which neither copy showed, are not transcribed.  Mohs is dimensionless; Vickers
# and Brinell are in MPa, the data's unit.
HARDNESS_PAGE_MOHS = {
    3: 0.6, 4: 5.5, 5: 9.3, 11: 0.5, 12: 2.5, 13: 2.75, 14: 6.5, 16: 2.0, 19: 0.4, 20: 1.75,
    21: 2.5, 22: 6.0, 23: 7.0, 24: 8.5, 25: 6.0, 26: 4.5, 27: 5.5, 28: 4.0, 29: 3.0, 30: 2.5,
    31: 1.5, 32: 6.0, 33: 3.5, 34: 2.0, 37: 0.3, 38: 1.5, 39: 2.5, 40: 5.0, 41: 6.0, 42: 5.5,
    44: 6.5, 45: 6.0, 46: 4.75, 47: 2.5, 48: 2.0, 49: 1.2, 50: 1.5, 51: 3.0, 52: 2.25, 55: 0.2,
    56: 1.25, 57: 2.5, 59: 1.5, 60: 1.2, 68: 2.0, 72: 5.5, 73: 6.5,
}
HARDNESS_PAGE_VICKERS = {
    4: 1670.0, 5: 49000.0, 13: (160.0, 350.0), 14: 9630.1, 21: 360.0, 22: (830.0, 3420.0),
    23: (628.0, 640.0), 24: 1060.0, 25: 500.0, 26: 608.0, 27: 1043.0, 28: 638.0,
    29: (343.0, 369.0), 30: 300.0, 32: 8012.0, 33: 1510.0, 39: 400.0, 40: (820.0, 1800.0),
    41: (870.0, 1320.0), 42: (1400.0, 2740.0), 44: 2298.1, 45: (1100.0, 8000.0),
    46: (400.0, 600.0), 47: 251.0, 48: 220.0, 51: (300.0, 600.0), 57: (360.0, 1750.0),
    58: (210.0, 470.0), 59: (250.0, 746.0), 60: (343.0, 746.0), 62: (412.0, 441.0),
    65: (450.0, 863.0), 66: (412.0, 550.0), 67: (412.0, 600.0), 68: (432.0, 700.0),
    69: (470.0, 650.0), 70: (206.0, 250.0), 71: (755.0, 1160.0), 72: (1520.0, 2060.0),
    73: (873.0, 1200.0),
}
HARDNESS_PAGE_BRINELL = {
    4: (590.0, 1320.0), 11: 0.69, 12: 260.0, 13: (160.0, 550.0), 14: 2300.0, 19: 0.363,
    20: 167.0, 21: (736.0, 1200.0), 22: (716.0, 2770.0), 23: (600.0, 628.0),
    24: (687.0, 6500.0), 25: 196.0, 26: (200.0, 1180.0), 27: (470.0, 3000.0),
    28: (667.0, 1600.0), 29: (235.0, 878.0), 30: (327.0, 412.0), 31: (56.8, 68.7),
    32: 7273.4, 33: 1440.0, 34: 736.0, 37: 0.216, 39: (200.0, 589.0), 40: (638.0, 1880.0),
    41: (735.0, 2450.0), 42: (1370.0, 2500.0), 44: 2160.0, 45: (980.0, 1350.0),
    46: (320.0, 610.0), 47: (245.0, 250.0), 48: (203.0, 220.0), 49: (8.83, 10.0),
    50: (51.0, 75.0), 51: (294.0, 384.0), 52: (180.0, 270.0), 55: 0.147, 57: (350.0, 400.0),
    58: (186.0, 412.0), 59: (250.0, 638.0), 60: (265.0, 700.0), 62: (441.0, 600.0),
    65: (677.0, 1200.0), 66: (500.0, 1050.0), 67: (500.0, 1250.0), 68: (600.0, 1070.0),
    69: (471.0, 900.0), 70: (343.0, 441.0), 71: (893.0, 1300.0), 72: (1450.0, 2100.0),
    73: (441.0, 3430.0),
}
HARDNESS_TOLERANCE = "25 % of the range or value (hardness depends on the sample's preparation)"

# Brinell hardness (MPa), transcribed by hand (numbers only) from material-properties.org's
# "Hardness of Chemical Elements - Brinell - Mohs - Vickers" (read 2026-11-26), the rows its
# periodic table showed with a number (the lanthanides and actinides are on other pages).  It
# covers the rows after tantalum that the hardness data page's copies did not show.
HARDNESS_MATERIAL_PROPERTIES_BRINELL = {
    3: 5.0, 4: 600.0, 11: 0.69, 12: 260.0, 13: 240.0, 14: 2300.0, 19: 0.36, 20: (170.0, 400.0),
    21: (740.0, 1200.0), 22: (700.0, 2700.0), 23: 650.0, 24: 1120.0, 25: 200.0, 26: 490.0,
    27: 800.0, 28: 700.0, 29: 250.0, 30: 330.0, 31: 60.0, 33: 1440.0, 34: 740.0, 37: 0.216,
    39: 580.0, 40: 650.0, 41: 740.0, 42: 1500.0, 44: 2160.0, 45: 1100.0, 46: 320.0, 47: 210.0,
    48: 203.0, 49: 10.0, 50: 50.0, 51: 300.0, 52: 200.0, 55: 0.14, 72: 1700.0, 73: 800.0,
    74: 3000.0, 75: 1400.0, 76: 3900.0, 77: 1670.0, 78: 400.0, 79: 190.0, 81: 26.4, 82: 38.0,
    83: 70.0,
}

# Crustal abundances (mg/kg), transcribed by hand (numbers only) from the Kaye & Laby column
# ("C2": Kaye and Laby, Tables of Physical and Chemical Constants, section 3.1.3, after
# K. K. Turekian 1970) of Wikipedia's "Abundances of the elements (data page)" (read 2026-11-26
# through mirrors: handwiki.org, howlingpixel.com), mass fractions times 1e6.  Only the rows the
# copies showed whole, Z <= 20, are transcribed; rows with an empty Kaye & Laby cell are left out.
CRUST_KAYE_LABY = {
    1: 1520.0, 3: 20.0, 4: 2.0, 5: 7.0, 6: 180.0, 7: 20.0, 8: 370000.0, 9: 460.0, 11: 23000.0,
    12: 28000.0, 13: 80000.0, 14: 270000.0, 15: 1000.0, 16: 300.0, 17: 190.0, 19: 17000.0,
    20: 51000.0,
}
ABUNDANCE_TOLERANCE = "a factor of 2 (estimates of the composition differ by that much)"

# The major constituents of sea water (mg/kg), transcribed by hand (numbers only) from "sea
# water, major constituents" in A Dictionary of Earth Sciences (Oxford University Press), read
# 2026-11-26 through encyclopedia.com: parts per thousand by weight of the ions, times 1000.  The
# elements present as single-element ions only (sulfate, bicarbonate and borate are left out).
# The page gives mass per mass, ours mass per volume; sea water's 1.025 kg/L is far inside the
# tolerance.
SEA_MAJOR_CONSTITUENTS = {
    17: 18980.0, 11: 10556.0, 12: 1272.0, 20: 400.0, 19: 380.0, 35: 65.0, 38: 8.0, 9: 1.0,
}

# Young's moduli (GPa), transcribed by hand (numbers only) from Wikipedia's "Elastic properties
# of the elements (data page)" (read 2026-11-26 through mirrors: wikipedia.jakami.de,
# wikimili.com): its WebElements column (the origin of pymatgen-core's values, so agreement
# shows a faithful transcription) for the rows the copies showed (Z <= 77), and its CRC
# Handbook column, which has values for Sc, Y and the lanthanides only (Pm's estimate left
# out).  A range (low, high) is the page's.
YOUNG_PAGE_WEL = {
    3: 4.9, 4: 287.0, 11: 10.0, 12: 45.0, 13: 70.0, 14: (130.0, 188.0), 20: 20.0, 21: 74.0,
    22: 116.0, 23: 128.0, 24: 279.0, 25: 198.0, 26: 211.0, 27: 209.0, 28: 200.0, 29: 130.0,
    30: 108.0, 33: 8.0, 34: 10.0, 37: 2.4, 39: 64.0, 40: 68.0, 41: 105.0, 42: 329.0, 44: 447.0,
    45: 275.0, 46: 121.0, 47: 83.0, 48: 50.0, 49: 11.0, 50: 50.0, 51: 55.0, 52: 43.0, 55: 1.7,
    56: 13.0, 57: 37.0, 58: 34.0, 59: 37.0, 60: 41.0, 61: 46.0, 62: 50.0, 63: 18.0, 64: 55.0,
    65: 56.0, 66: 61.0, 67: 65.0, 68: 70.0, 69: 74.0, 70: 24.0, 71: 69.0, 72: 78.0, 73: 186.0,
    74: 411.0, 75: 463.0, 77: 528.0,
}
YOUNG_PAGE_CRC = {
    21: 74.4, 39: 63.5, 57: 36.6, 58: 33.6, 59: 37.3, 60: 41.4, 62: 49.7, 63: 18.2, 64: 54.8,
    65: 55.7, 66: 61.4, 67: 64.8, 68: 69.9, 69: 74.0, 70: 23.9, 71: 68.6,
}

# Superconducting transition temperatures (K) at ambient pressure, transcribed by hand:
# superconductors.org's "Type 1 Superconductors" table (the elements in their standard
# state; palladium and chromium, which superconduct only as irradiated or thin films, left
# out), and the table of elemental superconductors in Wikipedia's "Conventional
# superconductor" (read 2026-11-26 through a mirror).
TC_SUPERCONDUCTORS_ORG = {
    82: 7.196, 57: 4.88, 73: 4.47, 80: 4.15, 50: 3.72, 49: 3.41, 81: 2.38, 75: 1.697, 91: 1.40,
    90: 1.38, 13: 1.175, 31: 1.083, 42: 0.915, 30: 0.85, 76: 0.66, 40: 0.61, 95: 0.60, 48: 0.517,
    44: 0.49, 22: 0.40, 92: 0.20, 72: 0.128, 77: 0.1125, 4: 0.023,
}
TC_CONVENTIONAL_PAGE = {
    13: 1.20, 80: 4.15, 42: 0.92, 41: 9.26, 82: 7.19, 50: 3.72, 73: 4.48, 22: 0.39, 23: 5.30,
    30: 0.88,
}


# The Sommerfeld value of the Lorenz number, pi^2 k_B^2 / (3 e^2), in W Ω/K².
LORENZ = 2.44e-8
METAL_CATEGORIES = {"alkali metal", "alkaline earth metal", "transition metal", "post-transition metal",
                    "lanthanide", "actinide"}

BODR_ELEMENTS = Path("/usr/share/bodr/elements.xml")


def bodr_discovery_years(sym: dict[int, str]) -> dict[int, float]:
    """Discovery years of the Blue Obelisk Data Repository (Debian package bodr 10), for the
    elements not known since antiquity (bodr writes 0 for those)."""
    if not BODR_ELEMENTS.is_file():
        raise SystemExit(f"{BODR_ELEMENTS} not found: install the Debian package bodr")
    text = BODR_ELEMENTS.read_text()
    years = {}
    for m in re.finditer(r'<atom id="(\w+)">(.*?)</atom>', text, re.S):
        d = re.search(r'bo:discoveryDate">(\d+)<', m.group(2))
        if d and int(d.group(1)) > 0:
            years[m.group(1)] = float(d.group(1))
    return {z: years[s] for z, s in sym.items() if s in years}


DISAGREEMENT_HEADER = "| field | element | ours | other | other source | reason |"


def recorded_disagreements(checks: Checks) -> dict[tuple[str, str, str], tuple[float, float, str]]:
    """The table of DATA-SOURCES.md that records values kept against a source."""
    text = DATA_SOURCES.read_text()
    out = {}
    if DISAGREEMENT_HEADER not in text:
        checks.require(False, f"{DATA_SOURCES.name}: no table {DISAGREEMENT_HEADER!r}")
        return out
    for line in text.split(DISAGREEMENT_HEADER, 1)[1].splitlines()[2:]:
        if not line.startswith("|"):
            break
        cells = [c.strip() for c in line.strip("|").split("|")]
        checks.require(len(cells) == 6, f"{DATA_SOURCES.name}: bad row {line!r}")
        if len(cells) == 6:
            key, symbol, ours, other, source, reason = cells
            out[(key, symbol, source)] = (float(ours), float(other), reason)
    return out


def cross_check(entries: list[dict], comps: list[Comparison], checks: Checks) -> dict[str, dict]:
    """Compare; a disagreement fails unless DATA-SOURCES.md records it.  Returns per key
    the agreement counts."""
    recorded = recorded_disagreements(checks)
    used = set()
    stats = {}
    for c in comps:
        per = {}
        for name, values in c.sources.items():
            agree = compared = 0
            for e in entries:
                z = e["atomicNumber"]
                mine = c.ours.get(z) if c.ours is not None else e.get(c.key)
                if mine is None or z not in values:
                    continue
                ours = float(mine)
                other = nearest(ours, values[z])
                compared += 1
                if c.agrees(ours, other):
                    agree += 1
                    continue
                tag = (c.key, e["symbol"], name)
                if tag in recorded:
                    r_ours, r_other, _ = recorded[tag]
                    used.add(tag)
                    checks.require(c.agrees(ours, r_ours) and abs(other - r_other) <= 1e-4 * max(1, abs(other)),
                                   f"{DATA_SOURCES.name}: recorded {tag} {r_ours} vs {r_other}, "
                                   f"data {ours:g} vs {other:g}")
                else:
                    checks.require(False, f"cross-check {c.key} {e['symbol']}: ours {ours:g}, "
                                          f"{name} {other:g} (tolerance {c.tolerance_text})")
            per[name] = (agree, compared)
        stats[c.key] = {"primary": c.primary, "tolerance": c.tolerance_text, "sources": per}
    for tag in sorted(t for t in set(recorded) - used if t[2] != COMPOSITION_SOURCE):
        checks.require(False, f"{DATA_SOURCES.name}: recorded disagreement {tag} no longer occurs")
    return stats


# Noble gases carry no Slater (1964) radius: Slater's table has none; mendeleev's values for
# He, Ne and Ar come from other compilations and are left out, as are the calculated
# (Rahm 2016) radii, so that the atomic-radius series has one method.
NOT_SLATER = {2, 10, 18}


def apply_independent_sources(entries: list[dict], db: sqlite3.Connection, checks: Checks) -> dict:
    """Isotopes from NUBASE2020, compositions from CIAAW, heats of fusion from the CRC,
    corrections, the pymatgen-core properties; then the cross-checks.  Returns their counts."""
    isotopes = nubase_isotopes(checks)
    pm = pymatgen_table()
    colours = jmol_colours()
    crc_fusion = chemicals_rows("Phase Change/CRC Handbook Heat of Fusion.tsv")
    crc_vap = chemicals_rows("Phase Change/CRC Handbook Heat of Vaporization.tsv")
    crc_inorganic = chemicals_rows("Misc/Physical Constants of Inorganic Compounds.csv")
    crc_thermo = chemicals_rows("Heat Capacity/CRC Standard Thermodynamic Properties of Chemical Substances.tsv")
    db.row_factory = sqlite3.Row
    m_rows = {r["atomic_number"]: r for r in db.execute("select * from elements")}
    db.row_factory = None
    old_isotopes = {e["atomicNumber"]: e.get("isotopes", []) for e in entries}
    for e in entries:
        z, s = e["atomicNumber"], e["symbol"]
        e["isotopes"] = isotopes.get(z, [])
        checks.require(bool(e["isotopes"]), f"{s}: no isotopes in NUBASE2020")
        natural = [i for i in e["isotopes"] if "abundance" in i]
        top = max(natural, key=lambda i: i["abundance"])["massNumber"] if natural else LONGEST_LIVED_MASS_NUMBER.get(z)
        if top is not None:
            e["neutrons"] = top - z
        # heats of fusion: the CRC table (via chemicals) only
        e.pop("heatOfFusion", None)
        row = crc_fusion.get(e.get("casNumber", ""))
        if row and num(row.get("Hfus")):
            e["heatOfFusion"] = sig(num(row["Hfus"]) / 1000, 6)
        # atomic radius: Slater's only
        if e.get("atomicRadiusSource") != "Slater 1964" or z in NOT_SLATER:
            e.pop("atomicRadius", None)
            e.pop("atomicRadiusSource", None)
        # electron affinities of lanthanides: measurements
        if z in EA_FROM_PYMATGEN:
            v = num(pm[s].get("Electron affinity"))
            checks.require(v is not None and v > 0, f"{s}: no measured electron affinity in pymatgen")
            e["electronAffinity"] = clean(v, 6)
        # boiling points and electronegativities mendeleev's CRC tables lack
        if z in BOILING_FROM_CRC_INORGANIC:
            row = crc_inorganic.get(e.get("casNumber", ""))
            checks.require("boilingPoint" not in e and row is not None
                           and num(row.get("Tb")) == BOILING_FROM_CRC_INORGANIC[z],
                           f"{s}: boiling point to add {BOILING_FROM_CRC_INORGANIC[z]} vs CRC inorganic {row and row.get('Tb')}")
            e["boilingPoint"] = BOILING_FROM_CRC_INORGANIC[z]
        if z in ELECTRONEGATIVITY_ADDED:
            value, theirs, _source = ELECTRONEGATIVITY_ADDED[z]
            checks.require("electronegativity" not in e and num(pm[s].get("X")) == theirs,
                           f"{s}: electronegativity to add {value} vs pymatgen {pm[s].get('X')}")
            e["electronegativity"] = value
        apply_fixes(e, checks)
        add_pymatgen_properties(e, pm, colours, checks)
        liquid_molar_volume(e, checks)
        molar_volume_from_density(e, checks)
        liquid_hardness_left_out(e)
    comps = field_sources(entries, pm, molmass_elements(), m_rows, colours, crc_fusion, crc_vap,
                          crc_inorganic, crc_thermo)
    stats = cross_check(entries, comps, checks)
    stats.update(isotope_checks(entries, old_isotopes, checks))
    # colours and Shannon radii against mendeleev's (the same compilations, transcribed apart)
    agree = sum(1 for e in entries if "cpkColor" in e and (m_rows[e["atomicNumber"]]["jmol_color"] or "").lower() == e["cpkColor"])
    stats["cpkColor"] = {"primary": "Jmol via pymatgen-core", "tolerance": "identical",
                         "sources": {"mendeleev": (agree, sum(1 for e in entries if "cpkColor" in e))}}
    shannon_m = {}
    for z, charge, coordination, spin, ionic in db.execute(
            "select atomic_number, charge, coordination, spin, ionic_radius from ionicradii"):
        shannon_m[(z, charge, coordination, {"HS": "high", "LS": "low"}.get(spin))] = ionic
    agree = compared = 0
    for e in entries:
        for r in e.get("shannonRadii", []):
            k = (e["atomicNumber"], r["charge"], r["coordination"], r.get("spin"))
            if k in shannon_m and shannon_m[k] is not None:
                compared += 1
                agree += abs(shannon_m[k] - r["ionicRadius"]) <= 0.5
    stats["shannonRadii"] = {"primary": "Shannon 1976 via pymatgen-core", "tolerance": "0.5 pm",
                             "sources": {"mendeleev": (agree, compared)}}
    return stats


def isotope_checks(entries: list[dict], old: dict, checks: Checks) -> dict:
    """Isotope masses, half-lives and abundances against mendeleev's transcription of NUBASE2020
    and AME2020, and masses and abundances against periodictable and molmass."""
    import periodictable
    mm = molmass_elements()
    out = {}
    tallies = {"isotopeMass": {}, "halfLife": {}, "abundance": {}}

    def tally(kind, source, ok):
        a, c = tallies[kind].get(source, (0, 0))
        tallies[kind][source] = (a + bool(ok), c + 1)

    for e in entries:
        z, s = e["atomicNumber"], e["symbol"]
        theirs = {i["massNumber"]: i for i in old[z]}
        for i in e["isotopes"]:
            if "isomer" in i:
                continue
            a = i["massNumber"]
            t = theirs.get(a)
            if t:
                if "mass" in t:
                    ok = abs(t["mass"] - i["mass"]) <= max(2e-6, i.get("massUncertainty", 0))
                    tally("isotopeMass", "mendeleev (AME2020)", ok)
                    checks.require(ok, f"{s}-{a}: mass {i['mass']} vs mendeleev {t['mass']}")
                if "halfLife" in t and "halfLife" in i:
                    ti = i["halfLife"] * SECONDS[i["halfLifeUnit"]]
                    tt = t["halfLife"] * SECONDS[t["halfLifeUnit"]]
                    ok = abs(ti - tt) <= 1e-3 * tt
                    tally("halfLife", "mendeleev (NUBASE2020)", ok)
                    checks.require(ok, f"{s}-{a}: half-life {ti:g} s vs mendeleev {tt:g} s")
            try:
                pi = periodictable.elements[z][a]
                if pi.mass:
                    tally("isotopeMass", "periodictable", abs(pi.mass - i["mass"]) <= 1e-5)
                if "abundance" in i and pi.abundance:
                    tally("abundance", "periodictable", abs(pi.abundance - i["abundance"]) <= 0.15)
            except (KeyError, AttributeError, TypeError):
                pass
            mi = mm[s].isotopes.get(a) if s in mm else None
            if mi is not None:
                tally("isotopeMass", "molmass", abs(mi.mass - i["mass"]) <= 1e-5)
                if "abundance" in i:
                    tally("abundance", "molmass", abs(mi.abundance * 100 - i["abundance"]) <= 0.15)
    out["isotopeMass"] = {"primary": "NUBASE2020 mass excess (AME2020)", "tolerance": "2e-6 u or the uncertainty (1e-5 u, counted only, for older tables)",
                          "sources": tallies["isotopeMass"]}
    out["halfLife"] = {"primary": "NUBASE2020", "tolerance": "0.1 %", "sources": tallies["halfLife"]}
    # masses and half-lives must agree with mendeleev's transcription of the same evaluations;
    # periodictable and molmass carry older evaluations and are counted only
    out["abundance"] = {"primary": "CIAAW: NUBASE2020's IS; interval elements NIST's; Gd CIAAW 2024; Lu from CIAAW 2024's weight",
                        "tolerance": "0.15 percentage points (counted, not enforced: older tables)",
                        "sources": tallies["abundance"]}
    return out


def build(checks: Checks) -> tuple[list[dict], dict]:
    wheels()
    import periodictable

    db = sqlite3.connect(f"file:{mendeleev_db()}?mode=ro", uri=True)
    rows = {r[0]: r for r in db.execute(
        "select atomic_number, symbol, name, block, group_id, period, "
        "electronic_configuration, density, en_pauling, discovery_year, "
        "discoverers, atomic_weight, is_radioactive, series_id "
        "from elements order by atomic_number")}
    series = dict(db.execute("select id, name from series"))
    db.row_factory = sqlite3.Row
    detail_rows = {r["atomic_number"]: r for r in db.execute("select * from elements")}
    db.row_factory = None
    ciaaw_unc = ciaaw_2021_uncertainties(checks)
    checks.require(sorted(rows) == list(range(1, 119)), "mendeleev: expected Z = 1..118")

    phase: dict[int, list[tuple]] = {}
    for r in db.execute(
            "select atomic_number, melting_point, boiling_point, allotrope, "
            "is_sublimation_point, is_transition from phasetransitions order by id"):
        phase.setdefault(r[0], []).append(r[1:])

    nist_ground: dict[int, str] = dict(db.execute(
        "select atomic_number, ground_shells from ionizationenergies "
        "where ion_charge = 0 and ground_shells is not null"))

    ciaaw = ciaaw_2021_weights(checks)
    interval = {z for z, (_, iv) in ciaaw.items() if iv}
    checks.require(interval == set(CONVENTIONAL_WEIGHTS),
                   f"CIAAW interval elements {sorted(interval)} != conventional table")
    no_standard_weight = set(range(1, 119)) - set(ciaaw)
    checks.require(no_standard_weight == set(LONGEST_LIVED_MASS_NUMBER),
                   "elements without a standard atomic weight != mass-number table")

    entries = []
    for z in range(1, 119):
        (_, symbol, m_name, block, group_id, period, econf, density, en,
         year, discoverers, m_weight, m_radioactive, series_id) = rows[z]
        e: dict = {"atomicNumber": z, "symbol": symbol}

        # name, wikipedia, alternate names
        name = NAME_OVERRIDES.get(z, m_name)
        e["name"] = name
        e["wikipedia"] = "https://en.wikipedia.org/wiki/" + WIKIPEDIA_TITLE_OVERRIDES.get(z, name)
        if z in ALTERNATE_NAMES:
            e["alternateNames"] = ALTERNATE_NAMES[z]

        # atomic weight
        if z in CIAAW_2024_REVISIONS:
            e["atomicWeight"] = CIAAW_2024_REVISIONS[z]
        elif z in CONVENTIONAL_WEIGHTS:
            e["atomicWeight"] = CONVENTIONAL_WEIGHTS[z]
        elif z in ciaaw:
            e["atomicWeight"] = ciaaw[z][0]
        else:
            a = LONGEST_LIVED_MASS_NUMBER[z]
            e["atomicWeight"] = f"[{a}]"
            nubase = nubase_longest_lived(db, z)
            if a not in nubase:
                expected = NUBASE_TENTATIVE.get(z)
                checks.require(nubase == [expected],
                               f"Z={z}: mass number {a} but NUBASE2020 longest-lived {nubase}")
            elif len(nubase) > 1:
                checks.require(set(nubase) == NUBASE_TIES.get(z),
                               f"Z={z}: NUBASE2020 tie {nubase} not documented")

        # layout
        e["period"] = period
        if 57 <= z <= 71 or 89 <= z <= 103:
            e["horizPos"] = 4 + (z - (57 if z <= 71 else 89))
            e["vertPos"] = 9 if z <= 71 else 10
            if z in GROUP_3_BELOW_Y:
                e["group"] = GROUP_3_BELOW_Y[z]
        else:
            checks.require(group_id is not None, f"Z={z}: no group in mendeleev")
            e["group"] = group_id
            e["horizPos"] = group_id
            e["vertPos"] = period
        e["block"] = BLOCK_BY_PLACE.get(z, block)

        # category
        if 57 <= z <= 71:
            e["category"] = "lanthanide"
        elif 89 <= z <= 103:
            e["category"] = "actinide"
        elif z in NO_CATEGORY:
            pass
        elif z in METALLOIDS:
            e["category"] = "metalloid"
        elif z in NONMETALS:
            e["category"] = "nonmetal"
        elif z in HALOGENS:
            e["category"] = "halogen"
        elif z in NOBLE_GASES:
            e["category"] = "noble gas"
        elif z in POST_TRANSITION:
            e["category"] = "post-transition metal"
        elif group_id == 1:
            e["category"] = "alkali metal"
        elif group_id == 2:
            e["category"] = "alkaline earth metal"
        elif 3 <= group_id <= 12:
            e["category"] = "transition metal"

        # electrons
        config = ECONF_OVERRIDES.get(z, normalise_config(econf))
        e["electronConfiguration"] = config
        e["electronShells"] = shells(config)
        if z in nist_ground:
            checks.require(subshell_counts(config) == subshell_counts(nist_ground[z]),
                           f"Z={z}: configuration {config} != NIST ASD {nist_ground[z]}")

        # physical properties
        if z in DENSITY_OVERRIDES:
            e["density"] = DENSITY_OVERRIDES[z]
        elif density is not None and z not in DENSITY_ESTIMATED:
            e["density"] = sig(density)
        if en is not None:
            e["electronegativity"] = clean(en, 2)
        if z in ELECTRONEGATIVITY_ALLRED:
            old, new = ELECTRONEGATIVITY_ALLRED[z]
            checks.require(e.get("electronegativity") == old,
                           f"Z={z}: electronegativity {e.get('electronegativity')}, expected {old}")
            e["electronegativity"] = new
        candidates = [p for p in phase.get(z, []) if not p[4]]       # not a solid-solid transition
        if z in PREFERRED_ALLOTROPE:
            candidates = [p for p in candidates if p[2] == PREFERRED_ALLOTROPE[z]]
        checks.require(len(candidates) <= 1, f"Z={z}: ambiguous phase-transition rows")
        if candidates:
            mp, bp, _allotrope, sublimation, _ = candidates[0]
            checks.require(bool(sublimation) == (z in SUBLIMES),
                           f"Z={z}: sublimation flag disagrees with SUBLIMES")
            if z in SUBLIMES:
                e["sublimes"] = True
            if mp is not None and z not in SUBLIMES and z not in MELTING_ESTIMATED:
                e["meltingPoint"] = clean(mp, 4)
            if bp is not None:
                e["boilingPoint"] = clean(bp, 4)

        # state, radioactivity
        if z in ARTIFICIAL:
            e["state"] = "Artificial"
        elif z in GASES:
            e["state"] = "Gas"
        elif z in LIQUIDS:
            e["state"] = "Liquid"
        else:
            e["state"] = "Solid"
        e["radioactive"] = "True" if z in RADIOACTIVE else "False"
        if bool(m_radioactive) != (z in RADIOACTIVE):
            checks.note(f"radioactive: mendeleev says {bool(m_radioactive)} for {symbol}; we use {z in RADIOACTIVE}")

        # discovery
        if z in ANCIENT:
            checks.require(year is None and "ancient" in (discoverers or "").lower(),
                           f"Z={z}: mendeleev does not mark it as known since antiquity")
            e["discoveryYear"] = "Ancient"
        else:
            if z in DISCOVERY_YEAR_FIXES:
                old, new = DISCOVERY_YEAR_FIXES[z]
                checks.require(year == old, f"Z={z}: mendeleev year {year}, expected {old}")
                year = new
            checks.require(year is not None, f"Z={z}: no discovery year")
            e["discoveryYear"] = f"{year} A.D."
            e["discoveredBy"] = DISCOVERERS[z]

        # cross-checks against periodictable 2.1.0
        pt = periodictable.elements[z]
        checks.require(pt.symbol == symbol, f"Z={z}: symbol {symbol} vs periodictable {pt.symbol}")
        alt = [n.lower() for n in ALTERNATE_NAMES.get(z, [])]
        checks.require(pt.name in (name.lower(), *alt),
                       f"Z={z}: name {name} vs periodictable {pt.name}")
        if "density" in e and e["state"] in ("Solid", "Liquid", "Artificial") and pt.density:
            rel = abs(e["density"] - pt.density) / pt.density
            if rel > 0.02:
                checks.note(f"density {symbol}: mendeleev (CRC 95th) {e['density']} vs "
                            f"periodictable (CRC 80th) {pt.density} ({rel:.0%}); kept mendeleev")
        if z in ciaaw:
            mw = f"{m_weight:.10g}"
            if float(e["atomicWeight"]) != m_weight:
                checks.note(f"atomic weight {symbol}: mendeleev {mw} vs {e['atomicWeight']} (CIAAW 2021/2024)")
        else:
            a = LONGEST_LIVED_MASS_NUMBER[z]
            if round(m_weight) != a or round(pt.mass) != a:
                checks.note(f"mass number {symbol}: ours [{a}], mendeleev {m_weight:g}, "
                            f"periodictable {pt.mass:g}")

        # category disagreements with mendeleev's series
        mine = e.get("category", "(none)")
        theirs = MENDELEEV_SERIES.get(series.get(series_id, ""), "(none)")
        if mine != theirs:
            checks.note(f"category {symbol}: mendeleev {theirs!r}, ours {mine!r}")

        add_details(e, z, db, detail_rows[z], checks, ciaaw_unc)
        add_electron_states(e, z, db, checks)
        entries.append(e)
    stats = apply_independent_sources(entries, db, checks)
    return entries, stats


def sanity(entries: list[dict], checks: Checks) -> None:
    req = checks.require
    req(len(entries) == 118, f"{len(entries)} entries, expected 118")
    req([e["atomicNumber"] for e in entries] == list(range(1, 119)), "atomic numbers not 1..118 in order")
    for key in ("symbol", "name", "wikipedia"):
        values = [e[key] for e in entries]
        req(len(set(values)) == len(values), f"duplicate {key}")
    cells = [(e["horizPos"], e["vertPos"]) for e in entries]
    req(len(set(cells)) == len(cells), "two elements share a grid cell")

    for e in entries:
        z, s = e["atomicNumber"], e["symbol"]
        for k, v in e.items():
            req(k in ALLOWED_KEYS, f"{s}: unknown key {k}")
            req(isinstance(v, ALLOWED_KEYS.get(k, object)) and (isinstance(v, bool) == (k in BOOL_KEYS)),
                f"{s}: {k} has type {type(v).__name__}")
            req(k == "neutrons" or v not in ("", None, 0, 0.0, []), f"{s}: empty value for {k}")
        missing = REQUIRED_KEYS - set(e)
        req(not missing, f"{s}: missing {sorted(missing)}")
        req(re.fullmatch(r"[A-Z][a-z]?", s) is not None, f"bad symbol {s}")
        req(1 <= e["period"] <= 7, f"{s}: period")
        f_row = 57 <= z <= 71 or 89 <= z <= 103
        req(("group" in e) != (f_row and z not in GROUP_3_BELOW_Y), f"{s}: group presence")
        if f_row:
            req(e["vertPos"] == e["period"] + 3 and 4 <= e["horizPos"] <= 18, f"{s}: f-row position")
        else:
            req(1 <= e["group"] <= 18 and e["horizPos"] == e["group"]
                and e["vertPos"] == e["period"], f"{s}: position")
            req(not (e["horizPos"] == 3 and e["vertPos"] in (6, 7)), f"{s}: in the empty group-3 cells")
        req(e["block"] in ("s", "p", "d", "f"), f"{s}: block")
        req(e.get("category", "nonmetal") in CATEGORIES, f"{s}: category")
        req(("category" in e) == (z < 109), f"{s}: category presence")
        w = e["atomicWeight"]
        if w.startswith("["):
            req(re.fullmatch(r"\[\d{2,3}\]", w) is not None, f"{s}: weight {w}")
            a = int(w[1:-1])
        else:
            req(re.fullmatch(r"\d{1,3}\.\d+", w) is not None, f"{s}: weight {w}")
            a = float(w)
        req(z <= a <= 2.6 * z + 2, f"{s}: implausible weight {w}")
        req(sum(e["electronShells"]) == z, f"{s}: shells sum {sum(e['electronShells'])}")
        req(all(isinstance(n, int) and n > 0 for n in e["electronShells"][:-1]), f"{s}: shells")
        req(sum(c for _, _, c in parse_config(e["electronConfiguration"])) == z, f"{s}: configuration count")
        req(re.fullmatch(r"(\[[A-Z][a-z]\] )?(\d[spdf]\d+ ?)+", e["electronConfiguration"]) is not None
            and e["electronConfiguration"].isascii(), f"{s}: configuration format")
        req(e["state"] in ("Solid", "Liquid", "Gas", "Artificial"), f"{s}: state")
        req(e["radioactive"] in ("True", "False"), f"{s}: radioactive")
        y = e.get("discoveryYear")
        if y is not None:
            req(y == "Ancient" or re.fullmatch(r"1[6-9]\d\d A\.D\.|20[01]\d A\.D\.", y) is not None,
                f"{s}: discoveryYear {y}")
            req(("discoveredBy" in e) == (y != "Ancient"), f"{s}: discoveredBy presence")
        mp, bp = e.get("meltingPoint"), e.get("boilingPoint")
        if mp is not None:
            req(0 < mp < 4000, f"{s}: melting point {mp}")
        if bp is not None:
            req(0 < bp < 6500, f"{s}: boiling point {bp}")
        if mp is not None and bp is not None:
            req(mp < bp, f"{s}: melting point above boiling point")
        if "density" in e:
            req(0 < e["density"] < 25, f"{s}: density {e['density']}")
            req((e["density"] < 0.02) == (e["state"] == "Gas"), f"{s}: density vs state")
        if "electronegativity" in e:
            req(0.5 < e["electronegativity"] < 4.0, f"{s}: electronegativity")
        req(e["wikipedia"].startswith("https://en.wikipedia.org/wiki/") and " " not in e["wikipedia"],
            f"{s}: wikipedia")
        # state vs melting/boiling at 298.15 K where known
        if e["state"] != "Artificial" and mp is not None and bp is not None:
            expect = "Solid" if mp > 298.15 else ("Liquid" if bp > 298.15 else "Gas")
            req(e["state"] == expect, f"{s}: state {e['state']} but mp/bp say {expect}")

    by_state: dict[str, int] = {}
    for e in entries:
        by_state[e["state"]] = by_state.get(e["state"], 0) + 1
    req(by_state.get("Liquid") == 2 and by_state.get("Gas") == 11, f"states {by_state}")
    req(sum(1 for e in entries if "group" not in e) == 28, "group omitted for != 28 elements")
    req(sum(1 for e in entries if e["atomicWeight"].startswith("[")) == 34, "bracketed weights != 34")

    # spot values checked by hand against the literature
    spot = {
        1: {"atomicWeight": "1.008", "electronConfiguration": "1s1", "state": "Gas"},
        6: {"atomicWeight": "12.011", "electronShells": [2, 4]},
        8: {"atomicWeight": "15.999", "electronConfiguration": "[He] 2s2 2p4"},
        11: {"atomicWeight": "22.98976928"},
        24: {"electronConfiguration": "[Ar] 3d5 4s1"},
        26: {"atomicWeight": "55.845", "electronConfiguration": "[Ar] 3d6 4s2",
             "electronShells": [2, 8, 14, 2]},
        29: {"electronConfiguration": "[Ar] 3d10 4s1"},
        35: {"atomicWeight": "79.904", "state": "Liquid"},
        43: {"atomicWeight": "[97]"},
        46: {"electronConfiguration": "[Kr] 4d10"},
        80: {"atomicWeight": "200.592", "state": "Liquid", "name": "Mercury",
             "wikipedia": "https://en.wikipedia.org/wiki/Mercury_(element)"},
        92: {"atomicWeight": "238.02891", "radioactive": "True"},
        118: {"atomicWeight": "[294]", "name": "Oganesson", "electronShells": [2, 8, 18, 32, 32, 18, 8]},
    }
    for z, expected in spot.items():
        for k, v in expected.items():
            req(entries[z - 1].get(k) == v, f"spot check Z={z} {k}: {entries[z - 1].get(k)!r} != {v!r}")

    # depth fields: types of isotope entries, and spot values from the literature
    for e in entries:
        s = e["symbol"]
        for iso in e.get("isotopes", []):
            for k, v in iso.items():
                req(k in ISOTOPE_KEYS and isinstance(v, ISOTOPE_KEYS[k])
                    and isinstance(v, bool) == (k in ISOTOPE_BOOL_KEYS), f"{s}: isotope key {k}={v!r}")
            for mode in iso.get("decayModes", []):
                req(set(mode) <= {"mode", "intensity", "relation", "estimated", "isomerFeeding"}
                    and mode.get("relation") in ("=", "~", "<", ">", "?")
                    and ("intensity" in mode) == (mode["relation"] != "?"), f"{s}: decay mode {mode!r}")
            req(("halfLife" in iso) == ("halfLifeUnit" in iso), f"{s}-{iso['massNumber']}: half-life unit")
            req(not ("stable" in iso and "halfLife" in iso), f"{s}-{iso['massNumber']}: stable with half-life")
        for k in ("ionizationEnergies", "oxidationStates", "commonOxidationStates", "atomicWeightInterval"):
            req(all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in e.get(k, [])), f"{s}: {k}")
        req(("electronAffinity" in e) + ("electronAffinityUnbound" in e) <= 1, f"{s}: affinity and unbound")
        ie = e.get("ionizationEnergies", [])
        req(all(a < b for a, b in zip(ie, ie[1:])), f"{s}: ionization energies not increasing")
    def near(z: int, key: str, value: float, tol: float) -> None:
        got = entries[z - 1].get(key)
        req(got is not None and abs(got - value) <= tol, f"spot check Z={z} {key}: {got!r} != {value}")
    near(1, "ionizationEnergy", 13.598, 0.001)      # NIST ASD 13.598434599702 eV
    near(2, "ionizationEnergy", 24.587, 0.001)      # NIST ASD 24.587389011 eV
    near(17, "electronAffinity", 3.613, 0.001)      # CRC: 3.612725 eV
    near(6, "covalentRadius", 75, 0)                # Pyykko & Atsumi 2009
    near(1, "atomicWeightUncertainty", 0.0002, 1e-12)
    req(entries[25]["latticeStructure"] == "bcc", "spot check Fe bcc")
    req(entries[0]["atomicWeightInterval"] == [1.00784, 1.00811], "spot check H interval")
    req(entries[0]["neutrons"] == 0 and entries[25]["neutrons"] == 30, "spot check neutrons")
    req(entries[25].get("valenceElectrons") == 8 and entries[5].get("valenceElectrons") == 4, "valence")
    req(entries[45].get("valenceElectrons") == 10, "valence Pd")
    req(sum(1 for e in entries if "atomicWeightInterval" in e) == 14, "interval elements != 14")


# ---------------------------------------------------------------------------
# Electron structure: ground levels of atoms and ions (NIST ASD)
# ---------------------------------------------------------------------------
#
# Self-contained: `add_electron_states` fills an entry's `groundLevel` and
# `ions` from NIST ASD's ground configurations and levels, as shipped in
# mendeleev's `ionizationenergies` table, and cross-checks them against the
# element table of pymatgen-core (`pymatgen_table`, from the pinned wheel;
# pymatgen is never imported).  See the section
# "Electron structure" of DATA-SOURCES.md.

ELECTRON_KEYS = {"groundLevel": str, "ions": list}
ION_KEYS = {"charge": int, "configuration": str, "groundLevel": str}
ALLOWED_KEYS.update(ELECTRON_KEYS)

# Ground states in mendeleev's copy of NIST ASD replaced, each checked against mendeleev's value
# so that a change there fails.  (Z, charge) -> (mendeleev's ground_shells and ground_level,
# ours).
#   Th+ (90, 1): NIST ASD's levels of Th II have the ground level 6d2 7s 4F3/2; 6d 7s2
#     2D3/2, which mendeleev carries, is an excited level.  The Rydberg series of Th I
#     converge on 6d2 7s 4F3/2 of Th+ (resonance ionization spectroscopy of thorium).
#   Pb (82, 0): NIST's table of the ground levels of the neutral atoms ("Ground levels and
#     ionization energies for the neutral atoms", W. C. Martin et al., NIST SP 966) gives the
#     LS label 6p2 3P0, as textbooks do; the jj label (1/2,1/2)0 of the ionization energies
#     table names the same level.
NIST_LEVEL_FIXES = {
    (90, 1): (("[Rn].6d.7s2", "2D<3/2>"), ("[Rn].6d2.7s", "4F<3/2>")),
    (82, 0): (("[Hg].6p2", "(1/2,1/2)0"), ("[Hg].6p2", "3P0")),
}

LS_LEVEL = re.compile(r"(\d+)([SPDFGHIKLMNOQRTUV])(\*?)(\d+(?:/2)?)")
JJ_LEVEL = re.compile(r"\((\d+(?:/2)?),(\d+(?:/2)?)\)(\*?)(\d+(?:/2)?)")


def ascii_level(nist: str | None) -> str | None:
    """NIST ASD's level ("5D<4>", "4S*<3/2>", "3F<2.000>", "(1/2,1/2)0") in
    the plist's form ("5D4", "4S*3/2", "3F2", "(1/2,1/2)0"); None for levels
    NIST gives only the parity or J of ("*", "<5/2>", "0")."""
    if nist is None:
        return None
    text = re.sub(r"<([\d/.]+)>", r"\1", nist.replace(" ", ""))
    text = re.sub(r"(\d+)\.0+$", r"\1", text)
    if LS_LEVEL.fullmatch(text) or JJ_LEVEL.fullmatch(text):
        return text
    return None


def canonical_config(config: str) -> str:
    """Any configuration NIST writes ("[Cd].5p2", "1s2.2s2.2p", "3d6.(5D).4s")
    in the plist's form: the largest noble-gas core below the electron count,
    then the other sub-shells by n and l, every count explicit."""
    order = "spdfg"
    counts = {k: c for k, c in subshell_counts(config).items() if c}
    total = sum(counts.values())
    core_name, core = "", {}
    for name, text in NOBLE_CORES.items():
        cc = subshell_counts(text)
        if sum(cc.values()) < total and all(counts.get(k) == c for k, c in cc.items()):
            if sum(cc.values()) > sum(core.values()):
                core_name, core = name, cc
    rest = sorted((k for k in counts if k not in core), key=lambda k: (k[0], order.index(k[1])))
    parts = ([f"[{core_name}]"] if core_name else []) + [f"{n}{l}{counts[(n, l)]}" for n, l in rest]
    return " ".join(parts)


def add_electron_states(e: dict, z: int, db: sqlite3.Connection, checks: Checks) -> None:
    """`groundLevel` of the neutral atom and `ions` (every charge from 1 up,
    to the first charge NIST ASD lacks), cross-checked against pymatgen."""
    s = e["symbol"]
    rows = {q: (shells_, level, seq) for q, shells_, level, seq in db.execute(
        "select ion_charge, ground_shells, ground_level, isoelectonic_sequence "
        "from ionizationenergies where atomic_number = ?", (z,))}
    for (fz, q), (theirs, ours) in NIST_LEVEL_FIXES.items():
        if fz == z and q in rows:
            checks.require(rows[q][:2] == theirs, f"{s} charge {q}: mendeleev has {rows[q][:2]}, fix expects {theirs}")
            rows[q] = (*ours, rows[q][2])
    neutral = rows.get(0)
    if neutral is not None:
        level = ascii_level(neutral[1])
        if level is not None:
            e["groundLevel"] = level
        elif neutral[1] is not None:
            checks.note(f"ground level {s}: NIST ASD gives only {neutral[1]!r}; not stored")
    symbols = dict(db.execute("select atomic_number, symbol from elements"))
    ions = []
    q = 1
    while q in rows and q < z and rows[q][0] is not None:
        shells_, level, seq = rows[q]
        config = canonical_config(shells_)
        checks.require(sum(subshell_counts(config).values()) == z - q,
                       f"{s}{q}+: configuration {shells_} does not hold {z - q} electrons")
        checks.require(seq.lower() == symbols[z - q].lower(),
                       f"{s}{q}+: isoelectronic sequence {seq}, expected {symbols[z - q]}")
        ion: dict = {"charge": q, "configuration": config}
        if ascii_level(level) is not None:
            ion["groundLevel"] = ascii_level(level)
        ions.append(ion)
        q += 1
    if ions:
        e["ions"] = ions
    for ion in ions:
        for k, v in ion.items():
            checks.require(k in ION_KEYS and isinstance(v, ION_KEYS[k]), f"{s}: ion key {k}={v!r}")

    # cross-check against pymatgen-core
    theirs = pymatgen_table().get(s, {})
    their_level = theirs.get("Ground level")
    if isinstance(their_level, str) and "groundLevel" in e:
        mine = e["groundLevel"].replace("*", "°")
        if their_level != mine:
            checks.note(f"ground level {s}: NIST ASD {e['groundLevel']}, pymatgen {their_level!r}")
    structures = theirs.get("Electronic structure")
    if isinstance(structures, dict):
        by_charge = {ion["charge"]: ion["configuration"] for ion in ions}
        for charge, config in structures.items():
            if config is None or int(charge) <= 0 or int(charge) not in by_charge:
                continue
            checks.require(subshell_counts(config) == subshell_counts(by_charge[int(charge)]),
                           f"{s}{charge}+: NIST ASD {by_charge[int(charge)]}, pymatgen {config}")
            checks.compared_ions = getattr(checks, "compared_ions", 0) + 1


def electron_sanity(entries: list[dict], checks: Checks) -> None:
    """Spot values of the ground levels and ions, checked by hand against
    NIST ASD's ground levels (physics.nist.gov/PhysRefData/ASD)."""
    req = checks.require
    by_symbol = {e["symbol"]: e for e in entries}
    spot_levels = {"H": "2S1/2", "C": "3P0", "N": "4S*3/2", "O": "3P2", "Fe": "5D4",
                   "Cr": "7S3", "Gd": "9D*2", "Pb": "3P0", "U": "5L*6", "Cl": "2P*3/2",
                   "Sn": "3P0", "Tl": "2P*1/2", "Bi": "4S*3/2", "Po": "3P2"}
    for s, level in spot_levels.items():
        req(by_symbol[s].get("groundLevel") == level,
            f"spot check {s} groundLevel: {by_symbol[s].get('groundLevel')!r} != {level!r}")
    ion = lambda s, q: next(i for i in by_symbol[s]["ions"] if i["charge"] == q)
    req(ion("Fe", 2) == {"charge": 2, "configuration": "[Ar] 3d6", "groundLevel": "5D4"}, "spot Fe2+")
    req(ion("Fe", 3) == {"charge": 3, "configuration": "[Ar] 3d5", "groundLevel": "6S5/2"}, "spot Fe3+")
    req(ion("Cu", 1)["configuration"] == "[Ar] 3d10", "spot Cu+")
    req(ion("Na", 1)["configuration"] == "[He] 2s2 2p6", "spot Na+")
    req(ion("Th", 1) == {"charge": 1, "configuration": "[Rn] 6d2 7s1", "groundLevel": "4F3/2"}, "spot Th+")
    compared = getattr(checks, "compared_ions", 0)
    req(compared >= 100, f"only {compared} ion configurations cross-checked against pymatgen")
    print(f"ground levels: {sum('groundLevel' in e for e in entries)} atoms; "
          f"ions: {sum(len(e.get('ions', [])) for e in entries)} "
          f"({compared} configurations cross-checked against pymatgen-core)")


GENERATED_BEGIN = "<!-- generated by make-elements-data.py: begin -->"
GENERATED_END = "<!-- generated by make-elements-data.py: end -->"
COMPOSITION_SOURCE = "sum of mass x abundance"


def check_weights_against_compositions(entries: list[dict], checks: Checks) -> tuple[int, int]:
    """Every element with a standard atomic weight and a natural composition: the weighted
    sum of the isotope masses within the weight's uncertainty (inside the interval for
    interval elements), unless DATA-SOURCES.md records the difference."""
    recorded = recorded_disagreements(checks)
    sums = check_compositions(entries, checks)
    agree = 0
    used = set()
    for e in entries:
        z = e["atomicNumber"]
        if z not in sums:
            continue
        value, lo, hi = sums[z]
        if lo - 1e-9 <= value <= hi + 1e-9:
            agree += 1
            continue
        tag = ("atomicWeight", e["symbol"], COMPOSITION_SOURCE)
        if tag in recorded and abs(recorded[tag][1] - round(value, 6)) < 2e-6:
            used.add(tag)
            continue
        checks.require(False, f"{e['symbol']}: sum of mass x abundance {value:.6f} outside "
                              f"[{lo:.6f}, {hi:.6f}] (standard atomic weight {e['atomicWeight']})")
    for tag in sorted(t for t in recorded if t[2] == COMPOSITION_SOURCE and t not in used):
        checks.require(False, f"{DATA_SOURCES.name}: recorded {tag} no longer occurs")
    return agree, len(sums)


def provenance_swift(stats: dict) -> str:
    lines = [
        "// Generated by Scripts/make-elements-data.py from its cross-checks. Do not edit.",
        "",
        "extension ElementField {",
        "  /// How the bundled values of the field with a key were cross-checked; `nil` for a field",
        "  /// that was not.",
        "  static func bundledCheck(key: String) -> FieldCheck? {",
        "    switch key {",
    ]
    for key in sorted(stats):
        st = stats[key]
        names = sorted(st["sources"])
        agree = sum(st["sources"][n][0] for n in names)
        compared = sum(st["sources"][n][1] for n in names)
        against = "; ".join(f"{n} ({st['sources'][n][0]}/{st['sources'][n][1]})" for n in names)
        lines.append(f"    case {swift_string(key)}:")
        lines.append("      FieldCheck(")
        pieces = re.findall(r".{1,60}(?:; |$)", against) or [""]
        lines.append("        checkedAgainst: " + "\n          + ".join(swift_string(x) for x in pieces) + ",")
        lines.append(f"        tolerance: {swift_string(st['tolerance'])},")
        lines.append(f"        agreeing: {agree}, compared: {compared})")
    lines += ["    default: nil", "    }", "  }", "}", ""]
    return "\n".join(lines)


def swift_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def generated_section(entries: list[dict], stats: dict, weights: tuple[int, int]) -> str:
    keys: dict[str, int] = {}
    for e in entries:
        for k in e:
            keys[k] = keys.get(k, 0) + 1
    blocks: dict[str, list[str]] = {}
    for e in entries:
        blocks.setdefault(e["block"], []).append(e["symbol"])
    out = [GENERATED_BEGIN, "",
           "This section is written by the script from the data; `--check` fails when it differs.",
           "", "Entries carrying each key (of 118):", ""]
    out.append(", ".join(f"`{k}` {keys[k]}" for k in sorted(keys)) + ".")
    # A flag stored only where true: `elements sources` counts it known where either answer is.
    bound = sum(1 for e in entries if "electronAffinity" in e and not e.get("electronAffinityUnbound"))
    unbound = keys.get("electronAffinityUnbound", 0)
    out += ["", f"`electronAffinityUnbound` is stored only where it is true ({unbound} elements); "
                f"it is false where `electronAffinity` is given ({bound}), so `elements sources` "
                f"counts it known for {unbound + bound}."]
    out += ["", "Blocks: " + "; ".join(f"{b} {len(v)} ({v[0]}–{v[-1]} and others)" if len(v) > 2 else f"{b} {len(v)}"
                                         for b, v in sorted(blocks.items())) + "."]
    out += ["La is in block " + entries[56]["block"] + ", Ac in block " + entries[88]["block"] + ".", ""]
    out += ["Cross-checks (agreeing / compared, per other source):", "",
            "| field | source | checked against | tolerance |", "|---|---|---|---|"]
    for key in sorted(stats):
        st = stats[key]
        against = "; ".join(f"{n} {a}/{c}" for n, (a, c) in sorted(st["sources"].items()))
        out.append(f"| `{key}` | {st['primary']} | {against or '—'} | {st['tolerance']} |")
    out += ["", f"Standard atomic weight against the sum of isotope mass × abundance: {weights[0]} of "
                f"{weights[1]} elements within the weight's uncertainty or interval.", "", GENERATED_END]
    return "\n".join(out)


def with_generated_section(text: str, section: str) -> str:
    if GENERATED_BEGIN in text and GENERATED_END in text:
        head, rest = text.split(GENERATED_BEGIN, 1)
        tail = rest.split(GENERATED_END, 1)[1]
        return head + section + tail
    return text.rstrip("\n") + "\n\n## Generated: coverage and cross-checks\n\n" + section + "\n"


def run_inner(args: argparse.Namespace) -> int:
    checks = Checks()
    entries, stats = build(checks)
    sanity(entries, checks)
    electron_sanity(entries, checks)
    weights = check_weights_against_compositions(entries, checks)
    data = plistlib.dumps(entries, fmt=plistlib.FMT_XML, sort_keys=True)
    again = plistlib.dumps(plistlib.loads(data), fmt=plistlib.FMT_XML, sort_keys=True)
    checks.require(data == again, "plist does not round-trip byte-identically")
    swift = provenance_swift(stats)
    doc = with_generated_section(DATA_SOURCES.read_text(), generated_section(entries, stats, weights))

    keys: dict[str, int] = {}
    for e in entries:
        for k in e:
            keys[k] = keys.get(k, 0) + 1
    print(f"{len(entries)} elements; entries per key:")
    for k in sorted(keys):
        print(f"  {k:26s} {keys[k]:3d}")
    print("cross-checks (agreeing/compared):")
    for key in sorted(stats):
        print(f"  {key:26s} " + "; ".join(f"{n} {a}/{c}" for n, (a, c) in sorted(stats[key]["sources"].items())))
    if checks.notes:
        print("cross-check notes (disagreements between sources, resolved as stated):")
        for n in checks.notes:
            print("  - " + n)
    if checks.failures and os.environ.get("ELEMENTS_DATA_DUMP"):
        Path(os.environ["ELEMENTS_DATA_DUMP"]).write_bytes(data)
    if checks.failures:
        print(f"SANITY CHECKS FAILED ({len(checks.failures)}):", file=sys.stderr)
        for f in checks.failures:
            print("  * " + f, file=sys.stderr)
        return 1

    out = Path(args.output)
    digest = hashlib.sha256(data).hexdigest()
    targets = [(out, data), (PROVENANCE_SWIFT, swift.encode()), (DATA_SOURCES, doc.encode())]
    if args.check:
        stale = [str(path) for path, content in targets
                 if (path.read_bytes() if path.exists() else b"") != content]
        if stale:
            print(", ".join(stale) + f" OUT OF DATE (regenerate with {Path(__file__).name})", file=sys.stderr)
            return 1
        print(f"{out}, {PROVENANCE_SWIFT.name} and {DATA_SOURCES.name} are up to date (sha256 {digest})")
        return 0
    for path, content in targets:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(path.suffix + ".tmp")
        tmp.write_bytes(content)
        os.replace(tmp, path)
    print(f"all sanity checks passed; wrote {out} ({len(data)} bytes, sha256 {digest}), "
          f"{PROVENANCE_SWIFT.name}, {DATA_SOURCES.name}")
    return 0


def main() -> int:
    argv = sys.argv[1:]
    inner = INNER_FLAG in argv
    if inner:
        argv.remove(INNER_FLAG)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", default=str(DEFAULT_OUTPUT),
                        help="plist to write (default: Resources/Elements.plist)")
    parser.add_argument("--check", action="store_true",
                        help="do not write; exit 1 if the output file differs from what would be generated")
    args = parser.parse_args(argv)
    if not inner:
        return run_outer(argv)
    return run_inner(args)


if __name__ == "__main__":
    sys.exit(main())
