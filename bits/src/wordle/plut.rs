//! `lookup_<start>.bin`: the seed's PLUT tree layout, byte for byte.
//!
//! ```text
//! header (32 bytes): "PLUT" | u32 version = 1 | u32 depth | u32 root_offset = 32
//!                    | u64 start_encoded | 5 ASCII start letters | 3 zero bytes
//! node:              u32 count | count × entry
//! entry (16 bytes):  u16 feedback | u16 0 | u64 guess (encoded) | u32 child_offset (0 = leaf)
//! ```
//!
//! All integers little-endian, entries sorted by feedback. An entry says: after this
//! feedback to the node's guess, play `guess`; if `child_offset` is 0 that guess is the
//! only word left, otherwise the child node holds the branches of that guess.
//!
//! Feedback runs 0–242, as the seed's layout has it: the seed's generator gives a node an
//! entry for every feedback its candidates produce, so a node whose guess may itself be the
//! answer also has an all-green (242) entry, a leaf. The generator here never makes those
//! (a game ends on all green before any lookup); the writer writes what a tree holds, and
//! the reader takes them, as long as they are leaves, so that files from the seed's
//! generator load; no walk ever follows one.
//!
//! The reader checks the whole file once ([`Plut::parse`]) so every later walk is plain
//! and cannot fail on layout: offsets must point forward inside the file (the layout the
//! writer emits, and one that cannot cycle), counts and entries must fit.

use alloc::vec::Vec;

use super::error::PlutError;
use super::feedback::ALL_GREEN;
use super::walk::MAX_STEPS;
use super::words::{decode, letters};

/// File magic.
pub const MAGIC: [u8; 4] = *b"PLUT";
/// Format version.
pub const VERSION: u32 = 1;
/// Header size, also the root node's offset.
pub const HEADER_LEN: usize = 32;
/// Size of one entry.
pub const ENTRY_LEN: usize = 16;

/// An owned tree node: its branches sorted by feedback.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Node {
    /// The branches, strictly increasing by feedback.
    pub entries: Vec<Entry>,
}

/// One branch of a node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Feedback to the node's guess that leads here (0–242; an all-green entry, as the
    /// seed's generator writes them, is a leaf that no walk follows).
    pub feedback: u8,
    /// The next guess, encoded.
    pub guess: u32,
    /// The branches after `guess`; `None` when `guess` is the only word left.
    pub child: Option<Node>,
}

/// An owned lookup tree: the start word and the node of its branches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    /// Guess cap recorded in the header (6 for Wordle).
    pub depth: u32,
    /// The first guess, encoded.
    pub start: u32,
    /// Branches after the first guess.
    pub root: Node,
}

impl Tree {
    /// Serialises in the seed's layout: nodes in depth-first pre-order, so every child
    /// offset points forward.
    ///
    /// The fields are public, so a tree may hold what no file may: entries out of order or
    /// past feedback 242, an empty node, a start that is no word, a height past its depth.
    /// Such a tree is refused with the error [`Plut::parse`] gives its bytes (placed in
    /// them), so that every file written here is one the reader loads.
    pub fn to_bytes(&self) -> Result<Vec<u8>, PlutError> {
        let out = self.write_unchecked();
        Plut::parse(&out)?;
        Ok(out)
    }

    /// The bytes whatever the tree holds (the tests build refused files with it).
    fn write_unchecked(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&self.depth.to_le_bytes());
        out.extend_from_slice(&(HEADER_LEN as u32).to_le_bytes());
        out.extend_from_slice(&u64::from(self.start).to_le_bytes());
        out.extend_from_slice(&decode(self.start).unwrap_or(*b"?????"));
        out.extend_from_slice(&[0; 3]);
        write_nodes(&self.root, &mut out);
        out
    }
}

/// Writes `root` and the nodes below it in depth-first pre-order, each child's offset
/// filled in when the child is reached. A loop over a stack on the heap, not recursion: a
/// caller's tree may be any height (the reader then refuses one past its depth), and
/// each node is written once, where measuring each subtree first cost time quadratic in
/// the height.
fn write_nodes(root: &Node, out: &mut Vec<u8>) {
    // A node to write, with where its parent's entry holds its offset.
    let mut stack: Vec<(&Node, Option<usize>)> = alloc::vec![(root, None)];
    while let Some((node, parent)) = stack.pop() {
        let at = out.len();
        if let Some(slot) = parent {
            out[slot..slot + 4].copy_from_slice(&(at as u32).to_le_bytes());
        }
        out.extend_from_slice(&(node.entries.len() as u32).to_le_bytes());
        let children = stack.len();
        for e in &node.entries {
            out.extend_from_slice(&u16::from(e.feedback).to_le_bytes());
            out.extend_from_slice(&[0, 0]);
            out.extend_from_slice(&u64::from(e.guess).to_le_bytes());
            if let Some(c) = &e.child {
                stack.push((c, Some(out.len())));
            }
            out.extend_from_slice(&0u32.to_le_bytes());
        }
        // The first child on top: children are written in entry order, each subtree whole
        // before the next.
        stack[children..].reverse();
    }
}

/// A checked view of a PLUT file.
#[derive(Clone, Copy, Debug)]
pub struct Plut<'a> {
    bytes: &'a [u8],
    depth: u32,
    start: u32,
}

/// A node inside a checked file.
#[derive(Clone, Copy, Debug)]
pub struct NodeRef<'a> {
    bytes: &'a [u8],
    at: usize,
    count: usize,
}

/// An entry inside a checked file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EntryRef<'a> {
    /// Feedback leading to this entry.
    pub feedback: u8,
    /// The guess to play next, encoded.
    pub guess: u32,
    /// Branches after `guess`, `None` for a leaf.
    pub child: Option<NodeRef<'a>>,
}

impl PartialEq for NodeRef<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.at == other.at && core::ptr::eq(self.bytes, other.bytes)
    }
}
impl Eq for NodeRef<'_> {}

fn u32_at(b: &[u8], at: usize) -> Result<u32, PlutError> {
    let s = b
        .get(at..at + 4)
        .ok_or(PlutError::Truncated { at, need: 4 })?;
    Ok(u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
}

fn u64_at(b: &[u8], at: usize) -> Result<u64, PlutError> {
    let s = b
        .get(at..at + 8)
        .ok_or(PlutError::Truncated { at, need: 8 })?;
    let mut a = [0u8; 8];
    a.copy_from_slice(s);
    Ok(u64::from_le_bytes(a))
}

impl<'a> Plut<'a> {
    /// Checks a whole file: header, every reachable node and entry. Linear in the file
    /// size; never reads out of bounds, whatever the bytes.
    pub fn parse(bytes: &'a [u8]) -> Result<Plut<'a>, PlutError> {
        if bytes.len() < HEADER_LEN {
            return Err(PlutError::Truncated {
                at: bytes.len(),
                need: (HEADER_LEN - bytes.len()) as u64,
            });
        }
        if bytes[0..4] != MAGIC {
            return Err(PlutError::Magic);
        }
        let version = u32_at(bytes, 4)?;
        if version != VERSION {
            return Err(PlutError::Version { found: version });
        }
        let depth = u32_at(bytes, 8)?;
        if !(2..=MAX_STEPS as u32).contains(&depth) {
            return Err(PlutError::Depth { found: depth });
        }
        // A node at level L (the root is 1) offers guess L + 1, which the depth must allow:
        // the seed's runtime fails a game past it, so a deeper branch breaks the header's
        // promise and is refused here, once, rather than followed.
        let max_level = depth as usize - 1;
        let root = u32_at(bytes, 12)?;
        if root as usize != HEADER_LEN {
            return Err(PlutError::RootOffset { found: root });
        }
        let start64 = u64_at(bytes, 16)?;
        let start = u32::try_from(start64).map_err(|_| PlutError::StartWord)?;
        match decode(start) {
            Ok(w) if bytes[24..29] == w => {}
            _ => return Err(PlutError::StartWord),
        }
        if bytes[29..32] != [0, 0, 0] {
            return Err(PlutError::Reserved { at: 29 });
        }
        // Every node is checked once, iteratively: offsets only grow, so this terminates
        // and a hostile file cannot make it loop or recurse deeply. A node reached twice
        // would make every later walk over the whole tree (`to_tree`, `node_count`)
        // exponential in the file size, so the file must be a tree, as the writer emits;
        // and nodes below what a walk can reach are refused, which bounds the recursion
        // depth of `to_tree`.
        // Child offsets seen, a bit per byte of the file.
        let mut seen = alloc::vec![0u64; bytes.len() / 64 + 1];
        let mut pending = alloc::vec![(HEADER_LEN, 1usize)];
        // Where nodes end, a bit per byte (the end of the file included), and their total
        // size: they must fill the file.
        let mut ends = alloc::vec![0u64; bytes.len() / 64 + 1];
        let mut total = 0usize;
        while let Some((at, level)) = pending.pop() {
            let node = check_node(bytes, at)?;
            let size = 4 + node.count * ENTRY_LEN;
            ends[(at + size) / 64] |= 1 << ((at + size) % 64);
            total += size;
            for i in 0..node.count {
                let e = node.entry_unchecked(i);
                if let Some(c) = e.child {
                    let entry = at + 4 + i * ENTRY_LEN;
                    if level + 1 > max_level {
                        return Err(PlutError::TooDeep { at: entry, depth });
                    }
                    if is_set(&seen, c.at) {
                        return Err(PlutError::SharedNode {
                            at: entry,
                            child: c.at as u32,
                        });
                    }
                    seen[c.at / 64] |= 1 << (c.at % 64);
                    pending.push((c.at, level + 1));
                }
            }
        }
        if let Some(at) = stray_byte(&seen, &ends, bytes.len()) {
            return Err(PlutError::Stray { at });
        }
        if total != bytes.len() - HEADER_LEN {
            // Every node ends where another begins, yet their sizes add up to more than
            // the file: some node holds another's start. Found on a second walk (only a
            // refused file takes it): nodes holding none do not overlap each other, so it
            // reads at most the file's bits once, plus the node it finds.
            let mut stack = alloc::vec![HEADER_LEN];
            while let Some(at) = stack.pop() {
                let node = check_node(bytes, at)?;
                let end = at + 4 + node.count * ENTRY_LEN;
                if let Some(inside) = (at + 1..end).find(|&i| is_set(&seen, i)) {
                    return Err(PlutError::Stray { at: inside });
                }
                stack.extend(
                    (0..node.count).filter_map(|i| node.entry_unchecked(i).child.map(|c| c.at)),
                );
            }
            return Err(PlutError::Stray { at: HEADER_LEN });
        }
        Ok(Plut {
            bytes,
            depth,
            start,
        })
    }

    /// The guess cap recorded in the header.
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// The first guess, encoded.
    pub fn start(&self) -> u32 {
        self.start
    }

    /// The branches after the first guess.
    pub fn root(&self) -> NodeRef<'a> {
        // `parse` checked this node.
        NodeRef {
            bytes: self.bytes,
            at: HEADER_LEN,
            count: u32_at(self.bytes, HEADER_LEN).map_or(0, |c| c as usize),
        }
    }

    /// The file's bytes.
    pub fn bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// An owned copy of the tree (for re-serialising or inspection).
    pub fn to_tree(&self) -> Tree {
        Tree {
            depth: self.depth,
            start: self.start,
            root: self.root().to_node(),
        }
    }

    /// Number of nodes (the root included).
    pub fn node_count(&self) -> usize {
        let mut n = 0;
        let mut stack = alloc::vec![self.root()];
        while let Some(node) = stack.pop() {
            n += 1;
            stack.extend(node.entries().filter_map(|e| e.child));
        }
        n
    }
}

/// A checked PLUT file that owns its bytes, for holders that cannot keep a borrow alive (a
/// binding's object, a cache): checked once like [`Plut::parse`], then viewed for free.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlutBuf {
    bytes: Vec<u8>,
    depth: u32,
    start: u32,
}

impl PlutBuf {
    /// Checks a whole file, as [`Plut::parse`] does, and keeps it.
    pub fn parse(bytes: Vec<u8>) -> Result<PlutBuf, PlutError> {
        let p = Plut::parse(&bytes)?;
        let (depth, start) = (p.depth, p.start);
        Ok(PlutBuf {
            bytes,
            depth,
            start,
        })
    }

    /// The checked view (no work: the file was checked when it was taken).
    pub fn plut(&self) -> Plut<'_> {
        Plut {
            bytes: &self.bytes,
            depth: self.depth,
            start: self.start,
        }
    }
}

/// Keeps a copy of a file already checked where it lies, so bytes that are not a tree are
/// refused without being copied, and good bytes are not checked twice.
impl From<Plut<'_>> for PlutBuf {
    fn from(p: Plut<'_>) -> PlutBuf {
        PlutBuf {
            bytes: p.bytes.to_vec(),
            depth: p.depth,
            start: p.start,
        }
    }
}

fn is_set(bits: &[u64], i: usize) -> bool {
    bits[i / 64] & 1 << (i % 64) != 0
}

/// The first node end that is neither another node's start (`starts`, a bit per start
/// other than the root's) nor the end of the file, in a pass over the bit sets a word at a
/// time (no sort, which the WebAssembly build would pay for in size): the end of the nodes
/// that were read before bytes left over from an older file, or a gap's start.
///
/// With none, the nodes lie end to end exactly when their sizes add up to the bytes after
/// the header (`total`): sorted by start, each node then ends no earlier than the next one
/// starts, so the sizes add up to at least that, with equality only when every node ends
/// where the next begins.
fn stray_byte(starts: &[u64], ends: &[u64], len: usize) -> Option<usize> {
    ends.iter()
        .zip(starts)
        .enumerate()
        .find_map(|(w, (&e, &s))| {
            let mut loose = e & !s;
            if w == len / 64 {
                loose &= !(1 << (len % 64));
            }
            (loose != 0).then(|| w * 64 + loose.trailing_zeros() as usize)
        })
}

fn check_node(bytes: &[u8], at: usize) -> Result<NodeRef<'_>, PlutError> {
    let count = u32_at(bytes, at)? as usize;
    if count == 0 {
        return Err(PlutError::EmptyNode { at });
    }
    let body = at + 4;
    // In 64 bits: a u32 count of 16-byte entries always fits, on every target.
    let need = count as u64 * ENTRY_LEN as u64;
    if (bytes.len().saturating_sub(body) as u64) < need {
        return Err(PlutError::Truncated { at: body, need });
    }
    // Within the file, so within `usize`.
    let end = body + need as usize;
    let mut last: Option<u16> = None;
    for i in 0..count {
        let e = body + i * ENTRY_LEN;
        let fb = u16::from_le_bytes([bytes[e], bytes[e + 1]]);
        let child = u32_at(bytes, e + 12)?;
        // All green ends the game: an entry for it (the seed's generator writes one where
        // the node's guess may be the answer) has nothing after it.
        let all_green_child = fb == u16::from(ALL_GREEN) && child != 0;
        if fb > u16::from(ALL_GREEN) || last.is_some_and(|l| l >= fb) || all_green_child {
            return Err(PlutError::Feedback { at: e });
        }
        last = Some(fb);
        if bytes[e + 2] != 0 || bytes[e + 3] != 0 {
            return Err(PlutError::Reserved { at: e + 2 });
        }
        let guess = u64_at(bytes, e + 4)?;
        if u32::try_from(guess).ok().and_then(letters).is_none() {
            return Err(PlutError::Guess { at: e });
        }
        if child != 0 && ((child as usize) < end || child as usize >= bytes.len()) {
            return Err(PlutError::ChildOffset { at: e, child });
        }
    }
    Ok(NodeRef { bytes, at, count })
}

impl<'a> NodeRef<'a> {
    /// Number of branches.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether the node has no branches (never true in a checked file).
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Byte offset of the node in the file.
    pub fn offset(&self) -> usize {
        self.at
    }

    fn entry_unchecked(&self, i: usize) -> EntryRef<'a> {
        let e = self.at + 4 + i * ENTRY_LEN;
        let b = self.bytes;
        let get = |k: usize| b.get(e + k).copied().unwrap_or(0);
        let feedback = get(0);
        let guess = u32::from_le_bytes([get(4), get(5), get(6), get(7)]);
        let child = u32::from_le_bytes([get(12), get(13), get(14), get(15)]) as usize;
        let child = (child != 0).then(|| NodeRef {
            bytes: b,
            at: child,
            count: u32_at(b, child).map_or(0, |c| c as usize),
        });
        EntryRef {
            feedback,
            guess,
            child,
        }
    }

    /// The branches in feedback order.
    pub fn entries(&self) -> impl Iterator<Item = EntryRef<'a>> + '_ {
        (0..self.count).map(|i| self.entry_unchecked(i))
    }

    /// The branch for a feedback code, by binary search.
    pub fn find(&self, feedback: u8) -> Option<EntryRef<'a>> {
        let (mut lo, mut hi) = (0usize, self.count);
        while lo < hi {
            let mid = (lo + hi) / 2;
            let fb = self
                .bytes
                .get(self.at + 4 + mid * ENTRY_LEN)
                .copied()
                .unwrap_or(u8::MAX);
            match fb.cmp(&feedback) {
                core::cmp::Ordering::Less => lo = mid + 1,
                core::cmp::Ordering::Greater => hi = mid,
                core::cmp::Ordering::Equal => return Some(self.entry_unchecked(mid)),
            }
        }
        None
    }

    /// An owned copy of this subtree.
    pub fn to_node(&self) -> Node {
        Node {
            entries: self
                .entries()
                .map(|e| Entry {
                    feedback: e.feedback,
                    guess: e.guess,
                    child: e.child.map(|c| c.to_node()),
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wordle::encode;
    use alloc::string::ToString;

    fn w(s: &str) -> u32 {
        encode(s).unwrap()
    }

    /// Deepest node level a file may hold (the root is level 1): a walk makes at most
    /// [`MAX_STEPS`] guesses, the first from the header and one per node level after it.
    const MAX_LEVEL: usize = MAX_STEPS - 1;

    fn small() -> Tree {
        Tree {
            depth: 6,
            start: w("roate"),
            root: Node {
                entries: alloc::vec![
                    Entry {
                        feedback: 0,
                        guess: w("slick"),
                        child: Some(Node {
                            entries: alloc::vec![Entry {
                                feedback: 3,
                                guess: w("blimp"),
                                child: None
                            }],
                        }),
                    },
                    Entry {
                        feedback: 80,
                        guess: w("rover"),
                        child: None
                    },
                ],
            },
        }
    }

    /// A tree no file may hold is refused by the writer with the reader's error, so that
    /// every file written loads.
    #[test]
    fn the_writer_refuses_what_the_reader_would() {
        let refused = |edit: fn(&mut Tree)| {
            let mut t = small();
            edit(&mut t);
            let err = t.to_bytes().unwrap_err();
            assert_eq!(Plut::parse(&t.write_unchecked()).unwrap_err(), err);
            err
        };
        assert!(matches!(
            refused(|t| t.root.entries.reverse()),
            PlutError::Feedback { .. }
        ));
        assert!(matches!(
            refused(|t| t.root.entries[1].feedback = 250),
            PlutError::Feedback { .. }
        ));
        assert_eq!(refused(|t| t.start = 0), PlutError::StartWord);
        assert!(matches!(
            refused(|t| t.root.entries.clear()),
            PlutError::EmptyNode { at: 32 }
        ));
        assert!(matches!(
            refused(|t| t.root.entries[0].child = Some(Node::default())),
            PlutError::EmptyNode { .. }
        ));
        assert!(matches!(
            refused(|t| t.depth = 1),
            PlutError::Depth { found: 1 }
        ));
    }

    #[test]
    fn layout_is_the_seed_layout() {
        let b = small().write_unchecked();
        assert_eq!(&b[0..4], b"PLUT");
        assert_eq!(u32_at(&b, 4).unwrap(), 1);
        assert_eq!(u32_at(&b, 8).unwrap(), 6);
        assert_eq!(u32_at(&b, 12).unwrap(), 32);
        assert_eq!(u64_at(&b, 16).unwrap(), u64::from(w("roate")));
        assert_eq!(&b[24..32], b"roate\0\0\0");
        assert_eq!(u32_at(&b, 32).unwrap(), 2);
        // First entry: feedback 0, guess slick, child right after the root node.
        assert_eq!(&b[36..40], &[0, 0, 0, 0]);
        assert_eq!(u64_at(&b, 40).unwrap(), u64::from(w("slick")));
        assert_eq!(u32_at(&b, 48).unwrap(), 32 + 4 + 2 * 16);
        assert_eq!(u32_at(&b, 64).unwrap(), 0);
        assert_eq!(b.len(), 32 + 4 + 32 + 4 + 16);
    }

    #[test]
    fn round_trips() {
        let t = small();
        let b = t.to_bytes().unwrap();
        assert_eq!(b, t.write_unchecked());
        let p = Plut::parse(&b).unwrap();
        assert_eq!(p.to_tree(), t);
        assert_eq!(p.node_count(), 2);
        assert_eq!(p.root().find(80).unwrap().guess, w("rover"));
        assert!(p.root().find(1).is_none());
    }

    #[test]
    fn owned_view_matches_the_borrowed_one() {
        let b = small().write_unchecked();
        let owned = PlutBuf::parse(b.clone()).unwrap();
        let p = owned.plut();
        assert_eq!(p.bytes(), &b[..]);
        assert_eq!((p.depth(), p.start()), (6, w("roate")));
        assert_eq!(p.to_tree(), small());
        assert_eq!(
            PlutBuf::parse(b[..40].to_vec()),
            Err(PlutError::Truncated { at: 36, need: 32 })
        );
        // Copied from a view checked where it lay: the same value as checking the copy.
        assert_eq!(PlutBuf::from(Plut::parse(&b).unwrap()), owned);
    }

    #[test]
    fn every_truncation_is_an_error() {
        let b = small().write_unchecked();
        for len in 0..b.len() {
            assert!(Plut::parse(&b[..len]).is_err(), "len {len}");
        }
    }

    /// A chain of nodes whose two entries both lead to the next node: before nodes had to
    /// be distinct, parsing it visited 2^depth nodes (found while writing the `plut` fuzz
    /// target; 4.5 million random inputs had not hit it).
    fn diamond_chain(depth: usize) -> Vec<u8> {
        let mut b = small().write_unchecked()[..HEADER_LEN].to_vec();
        for level in 0..depth {
            let at = b.len();
            let last = level + 1 == depth;
            let next = if last {
                0
            } else {
                (at + 4 + 2 * ENTRY_LEN) as u32
            };
            b.extend_from_slice(&2u32.to_le_bytes());
            for fb in [0u16, 1] {
                b.extend_from_slice(&fb.to_le_bytes());
                b.extend_from_slice(&[0, 0]);
                b.extend_from_slice(&u64::from(w("slick")).to_le_bytes());
                b.extend_from_slice(&next.to_le_bytes());
            }
        }
        b
    }

    #[test]
    fn shared_nodes_are_refused() {
        let b = diamond_chain(MAX_LEVEL);
        let second = HEADER_LEN + 4 + ENTRY_LEN;
        assert_eq!(
            Plut::parse(&b).map(|_| ()),
            Err(PlutError::SharedNode {
                at: second,
                child: (HEADER_LEN + 4 + 2 * ENTRY_LEN) as u32,
            })
        );
        // Refused at the root, however long the chain.
        assert!(matches!(
            Plut::parse(&diamond_chain(200)),
            Err(PlutError::SharedNode { .. })
        ));
    }

    /// A chain of `levels` nodes, one entry each, under a header promising `depth` guesses.
    fn chain(levels: usize, depth: u32) -> Vec<u8> {
        let mut t = small();
        t.depth = depth;
        let mut node = Node {
            entries: alloc::vec![Entry {
                feedback: 1,
                guess: w("blimp"),
                child: None,
            }],
        };
        for _ in 1..levels {
            node = Node {
                entries: alloc::vec![Entry {
                    feedback: 1,
                    guess: w("blimp"),
                    child: Some(node),
                }],
            };
        }
        t.root = node;
        t.write_unchecked()
    }

    #[test]
    fn nodes_past_the_header_depth_are_refused() {
        // Six guesses: the start word and one per level, so five levels.
        assert!(Plut::parse(&chain(5, 6)).is_ok());
        let err = Plut::parse(&chain(6, 6)).unwrap_err();
        let PlutError::TooDeep { at, depth: 6 } = err else {
            panic!("{err:?}")
        };
        assert_eq!(
            err.to_string(),
            alloc::format!(
                "lookup file: entry at offset {at} leads past the header's depth of 6 guesses"
            )
        );
        // The same file with a header that allows seven.
        assert!(Plut::parse(&chain(6, 7)).is_ok());
        for depth in [0, 1, MAX_STEPS as u32 + 1, u32::MAX] {
            assert_eq!(
                Plut::parse(&chain(1, depth)).map(|_| ()),
                Err(PlutError::Depth { found: depth })
            );
        }
    }

    #[test]
    fn nodes_below_the_last_guess_are_refused() {
        // Under a header allowing every walk the reader follows.
        let chain16 = |levels: usize| chain(levels, MAX_STEPS as u32);
        assert!(Plut::parse(&chain16(MAX_LEVEL)).is_ok());
        assert!(matches!(
            Plut::parse(&chain16(MAX_LEVEL + 1)),
            Err(PlutError::TooDeep { .. })
        ));
        // A 5000-deep tree is built, written and dropped recursively, which needs more
        // stack than a test thread has in a debug build; the file it makes is what is
        // tested, and parsing it is iterative.
        #[cfg(feature = "std")]
        let deep = std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn(move || chain16(5000))
            .unwrap()
            .join()
            .unwrap();
        #[cfg(not(feature = "std"))]
        let deep = chain16(5000);
        assert!(matches!(Plut::parse(&deep), Err(PlutError::TooDeep { .. })));
    }

    #[test]
    fn hostile_files_are_refused() {
        let good = small().write_unchecked();
        let with = |at: usize, bytes: &[u8]| {
            let mut b = good.clone();
            b[at..at + bytes.len()].copy_from_slice(bytes);
            Plut::parse(&b).map(|_| ())
        };
        assert_eq!(with(0, b"PLUX"), Err(PlutError::Magic));
        assert_eq!(
            with(4, &2u32.to_le_bytes()),
            Err(PlutError::Version { found: 2 })
        );
        assert_eq!(
            with(12, &0u32.to_le_bytes()),
            Err(PlutError::RootOffset { found: 0 })
        );
        assert_eq!(with(24, b"roatf"), Err(PlutError::StartWord));
        // Child pointing back at the root: a cycle.
        assert_eq!(
            with(48, &32u32.to_le_bytes()),
            Err(PlutError::ChildOffset { at: 36, child: 32 })
        );
        assert_eq!(
            with(48, &10_000u32.to_le_bytes()),
            Err(PlutError::ChildOffset {
                at: 36,
                child: 10_000
            })
        );
        // Unsorted feedback, a code past all green, bad guess, huge count.
        assert_eq!(with(52, &[0, 0]), Err(PlutError::Feedback { at: 52 }));
        assert_eq!(with(52, &[243, 0]), Err(PlutError::Feedback { at: 52 }));
        // An all-green leaf, last in its node, is the seed's layout; one leading on is not.
        assert_eq!(with(52, &[242, 0]), Ok(()));
        assert_eq!(with(36, &[242, 0]), Err(PlutError::Feedback { at: 36 }));
        assert_eq!(with(40, &[0; 8]), Err(PlutError::Guess { at: 36 }));
        // The bytes needed are counted in 64 bits, alike on every target.
        assert_eq!(
            with(32, &u32::MAX.to_le_bytes()),
            Err(PlutError::Truncated {
                at: 36,
                need: 68_719_476_720
            })
        );
        assert_eq!(
            with(32, &0u32.to_le_bytes()),
            Err(PlutError::EmptyNode { at: 32 })
        );
    }

    /// `stray_byte` and the sizes' sum together find a discrepancy exactly when the nodes,
    /// sorted, do not lie end to end from the header to the end (a plain check by sorting),
    /// for any distinct starts (two nodes ending on one byte included: their sizes add up
    /// to more than the file).
    #[test]
    fn stray_bytes_are_found_exactly_when_the_nodes_do_not_tile() {
        use proptest::prelude::*;
        let nodes = prop::collection::btree_map(HEADER_LEN..200usize, 1usize..40, 1..8);
        proptest!(|(nodes in nodes, extra in 0usize..3, tile in any::<bool>())| {
            let spans: Vec<(usize, usize)> = if tile {
                let mut at = HEADER_LEN;
                nodes.values().map(|&n| { let s = (at, at + n); at += n; s }).collect()
            } else {
                // Moved so that the first node is the root, right after the header.
                let shift = nodes.keys().next().unwrap() - HEADER_LEN;
                nodes.iter().map(|(&at, &n)| (at - shift, at - shift + n)).collect()
            };
            let last = spans.iter().map(|s| s.1).max().unwrap();
            let len = last + if tile { 0 } else { extra };
            let mut starts = alloc::vec![0u64; len / 64 + 1];
            let mut ends = alloc::vec![0u64; len / 64 + 1];
            for &(at, end) in &spans {
                if at != HEADER_LEN {
                    starts[at / 64] |= 1 << (at % 64);
                }
                ends[end / 64] |= 1 << (end % 64);
            }
            let total: usize = spans.iter().map(|s| s.1 - s.0).sum();
            let mut sorted = spans.clone();
            sorted.sort_unstable();
            let mut end = HEADER_LEN;
            let tiles = sorted.iter().all(|&(at, next)| {
                let ok = at == end;
                end = next;
                ok
            }) && end == len;
            let found = stray_byte(&starts, &ends, len);
            prop_assert_eq!(found.is_none() && total == len - HEADER_LEN, tiles, "{:?} len {}", sorted, len);
            if let Some(at) = found {
                prop_assert!((HEADER_LEN..len).contains(&at));
            }
        });
    }

    /// A caller's tree of any height is written and refused as its bytes are: a chain of
    /// 100,000 nodes had overflowed the stack (each node written by recursion) after
    /// seconds (each subtree measured again at every level).
    #[test]
    fn a_tree_of_any_height_is_refused_as_too_deep() {
        let crane = crate::wordle::encode("crane").unwrap();
        let mut root = Node {
            entries: alloc::vec![Entry {
                feedback: 0,
                guess: crane,
                child: None,
            }],
        };
        for _ in 0..100_000 {
            root = Node {
                entries: alloc::vec![Entry {
                    feedback: 0,
                    guess: crane,
                    child: Some(root),
                }],
            };
        }
        let tree = Tree {
            depth: 6,
            start: crane,
            root,
        };
        let bytes = tree.write_unchecked();
        assert_eq!(bytes.len(), HEADER_LEN + 100_001 * (4 + ENTRY_LEN));
        assert!(matches!(tree.to_bytes(), Err(PlutError::TooDeep { .. })));
        // Taken apart a node at a time: dropping the chain whole would recurse as deep.
        let mut next = Some(tree.root);
        while let Some(mut node) = next {
            next = node.entries.pop().and_then(|e| e.child);
        }
    }

    #[test]
    fn the_nodes_fill_the_file_exactly() {
        let good = small().write_unchecked();
        // A stale tail: a shorter file written over a longer one in place.
        let mut tail = good.clone();
        tail.extend_from_slice(&good[32..52]);
        assert_eq!(
            Plut::parse(&tail).map(|_| ()),
            Err(PlutError::Stray { at: good.len() })
        );
        // A gap: the child moved on by four bytes that no node holds.
        let mut gap = good[..68].to_vec();
        gap.extend_from_slice(&[0; 4]);
        gap.extend_from_slice(&good[68..]);
        gap[48..52].copy_from_slice(&72u32.to_le_bytes());
        assert_eq!(
            Plut::parse(&gap).map(|_| ()),
            Err(PlutError::Stray { at: 68 })
        );
        // Overlap: the root's second entry leads into its own child's entry, read from
        // there as a node; refused (by the entry rules, or as stray bytes).
        let mut overlap = good.clone();
        overlap[52..54].copy_from_slice(&1u16.to_le_bytes());
        overlap[64..68].copy_from_slice(&72u32.to_le_bytes());
        overlap[72..76].copy_from_slice(&1u32.to_le_bytes());
        overlap.extend_from_slice(&[0; 8]);
        assert!(Plut::parse(&overlap).is_err());
        assert!(Plut::parse(&good).is_ok());
    }
}
