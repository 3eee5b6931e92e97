//! Colours, cards and sets of dealt cards.
//!
//! A card is the set of colours printed on it, so it fits in four bits. A puzzle deals at
//! most eight cards, so any set of dealt cards — what an expression evaluates to — fits in
//! one byte. Every set operation of the game is then one bitwise instruction.

use core::fmt;

/// One of the four colours of the game. The discriminant is the colour's bit in a [`Card`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Color {
    /// `red`, bit 0.
    Red = 0,
    /// `blue`, bit 1.
    Blue = 1,
    /// `green`, bit 2.
    Green = 2,
    /// `gold`, bit 3.
    Gold = 3,
}

impl Color {
    /// The colours in the seed's order (also their bit order).
    pub const ALL: [Color; 4] = [Color::Red, Color::Blue, Color::Green, Color::Gold];

    /// The colour's bit in a [`Card`].
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }

    /// The lowercase name used in solutions and JSON.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Blue => "blue",
            Color::Green => "green",
            Color::Gold => "gold",
        }
    }

    /// The colour named exactly `name` (lowercase, as in JSON).
    pub fn from_name(name: &str) -> Option<Color> {
        Color::ALL.into_iter().find(|c| c.name() == name)
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A card: the set of colours printed on it (bit `c as u8` for colour `c`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

/// The seed's `ALL_CARD_COMBINATIONS`, as colour bitmasks, in the seed's index order.
const COMBINATIONS: [u8; 16] = [
    0b0000, // 0: empty
    0b0001, // 1: red
    0b0010, // 2: blue
    0b0100, // 3: green
    0b1000, // 4: gold
    0b0011, // 5: red blue
    0b0101, // 6: red green
    0b1001, // 7: red gold
    0b0110, // 8: blue green
    0b1010, // 9: blue gold
    0b1100, // 10: green gold
    0b0111, // 11: red blue green
    0b1011, // 12: red blue gold
    0b1101, // 13: red green gold
    0b1110, // 14: blue green gold
    0b1111, // 15: all four
];

/// "card 2 is 16, not an index 0–15": a caller's card index that names no card, at its
/// place in a deal (counted from 0, as [`super::TableError::DuplicateCard`] counts), for a
/// number of any width as a binding quotes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardRefused<T> {
    /// The card's place in the deal.
    pub position: usize,
    /// The number given for it.
    pub value: T,
}

impl<T: core::fmt::Display> core::fmt::Display for CardRefused<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "card {} is {}, not an index 0–{}",
            self.position,
            self.value,
            COMBINATIONS.len() - 1
        )
    }
}

impl Card {
    /// The card with no colour.
    pub const EMPTY: Card = Card(0);

    /// The card with index `index` in the seed's `ALL_CARD_COMBINATIONS` table (0–15).
    pub fn from_index(index: u8) -> Option<Card> {
        COMBINATIONS.get(usize::from(index)).map(|&b| Card(b))
    }

    /// This card's index in the seed's `ALL_CARD_COMBINATIONS` table.
    pub fn index(self) -> u8 {
        // Every 4-bit mask appears exactly once in the table.
        COMBINATIONS.iter().position(|&b| b == self.0).unwrap_or(0) as u8
    }

    /// The card whose colours are the set bits of `bits` (`None` above 4 bits).
    pub const fn from_bits(bits: u8) -> Option<Card> {
        if bits < 16 { Some(Card(bits)) } else { None }
    }

    /// The card's colours as a bitmask (bit `c as u8` for colour `c`).
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// The card holding exactly these colours (repeats are harmless).
    pub fn from_colors(colors: &[Color]) -> Card {
        Card(colors.iter().fold(0, |acc, c| acc | c.bit()))
    }

    /// Whether the card shows `color`.
    pub const fn has(self, color: Color) -> bool {
        self.0 & color.bit() != 0
    }

    /// The card's colours in the seed's order (red, blue, green, gold).
    pub fn colors(self) -> impl Iterator<Item = Color> {
        Color::ALL.into_iter().filter(move |&c| self.has(c))
    }
}

/// A set of dealt cards: bit `i` stands for the `i`-th card of the deal (at most eight).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CardSet(pub u8);

impl CardSet {
    /// The number of cards in the set.
    pub const fn len(self) -> u8 {
        self.0.count_ones() as u8
    }

    /// Whether the set holds no card.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether dealt card `i` is in the set.
    pub const fn contains(self, i: usize) -> bool {
        i < 8 && self.0 & (1 << i) != 0
    }

    /// The positions (in the deal) of the cards in the set, ascending.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        (0..8).filter(move |&i| self.contains(i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_are_the_sixteen_cards_once() {
        let mut seen = [false; 16];
        for i in 0..16u8 {
            let card = Card::from_index(i).unwrap();
            assert_eq!(card.index(), i);
            assert!(!seen[usize::from(card.bits())]);
            seen[usize::from(card.bits())] = true;
        }
        assert!(Card::from_index(16).is_none());
        assert!(Card::from_bits(16).is_none());
    }

    #[test]
    fn seed_table_rows() {
        let names = |i: u8| {
            Card::from_index(i)
                .unwrap()
                .colors()
                .map(Color::name)
                .collect::<alloc::vec::Vec<_>>()
        };
        assert!(names(0).is_empty());
        assert_eq!(names(4), ["gold"]);
        assert_eq!(names(7), ["red", "gold"]);
        assert_eq!(names(10), ["green", "gold"]);
        assert_eq!(names(13), ["red", "green", "gold"]);
        assert_eq!(names(15), ["red", "blue", "green", "gold"]);
    }

    #[test]
    fn card_sets() {
        let s = CardSet(0b1010_0001);
        assert_eq!(s.len(), 3);
        assert_eq!(s.iter().collect::<alloc::vec::Vec<_>>(), [0, 5, 7]);
        assert!(!s.contains(8));
    }
}
