//! AtCoder ARC091 F Strange Nim's spec (`test_support::spec`): the
//! statement's constraints, the exhaustive search (small piles) and beyond
//! it a second computation (each pile's Grundy value by the one-step
//! recursion, checked against the search and the mex table in the tests),
//! and the inputs made from them; apart from the solution.

use judge_io::Error;
use test_support::{shape, Generated, Rng, Strict, WinLossSearch};

/// Every position one move away, by the rules alone: take 1 to
/// floor(X / K) stones from one pile. Positions are sorted (stones, K)
/// pairs without piles that allow no move (X < K), which never matter.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(position: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
    let mut next = Vec::new();
    for i in 0..position.len() {
        if i > 0 && position[i] == position[i - 1] {
            continue; // Same pile, same moves.
        }
        let (x, k) = position[i];
        for take in 1..=x / k {
            let mut p = position.clone();
            p[i].0 = x - take;
            p.retain(|&(x, k)| x >= k);
            p.sort_unstable();
            next.push(p);
        }
    }
    next
}

/// `piles` in the search's canonical form.
pub fn canonical(piles: &[(u64, u64)]) -> Vec<(u64, u64)> {
    let mut p: Vec<(u64, u64)> = piles.iter().copied().filter(|&(x, k)| x >= k).collect();
    p.sort_unstable();
    p
}

/// A second computation for piles too large to search, written apart
/// from `grundy`: the recursion g(x) = g(x - q - 1) applied one step at
/// a time, with no jump, no multiply-high and no second regime. It
/// rests on the same proven recursion (checked against the search in
/// the tests), and checks the arithmetic that makes `grundy` fast. About
/// K ln K + K ln(A / K^2) steps: fine for K up to about 10^5.
pub fn one_step_grundy(mut x: u64, k: u64) -> u64 {
    loop {
        let q = x / k;
        if q == 0 {
            return 0;
        }
        if x % k == 0 {
            return q;
        }
        x -= q + 1;
    }
}

pub fn second_computation(piles: &[(u64, u64)]) -> bool {
    piles
        .iter()
        .fold(0, |acc, &(x, k)| acc ^ one_step_grundy(x, k))
        != 0
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::pairs::validate(
        sc,
        ("N", 1..=200),
        ("A_i", 1..=1_000_000_000),
        ("K_i", 1..=1_000_000_000),
    )
}

fn words(takahashi_wins: bool) -> String {
    if takahashi_wins { "Takahashi" } else { "Aoki" }.to_string()
}

/// The search's answer for up to 3 piles of at most 24 stones each.
fn reference(input: &str) -> Option<String> {
    let piles = shape::pairs::read(input);
    if piles.len() > 3 || piles.iter().any(|&(x, _)| x > 24) {
        return None;
    }
    Some(words(WinLossSearch::new(moves).wins(&canonical(&piles))))
}

/// Beyond the search, for up to 3 piles with K <= 1000 and A <= 10^6 (at
/// most some 10^4 one-step turns each: `boundary_input`'s piles), the
/// second computation, checked against the search and the mex tables in
/// the tests.
fn beyond_search(input: &str) -> Option<String> {
    let piles = shape::pairs::read(input);
    if piles.len() > 3 || piles.iter().any(|&(x, k)| x > 1_000_000 || k > 1000) {
        return None;
    }
    Some(words(second_computation(&piles)))
}

/// Inputs at the theory's boundaries: one pile at or next to a
/// multiple of K (A = mK - 1, mK or mK + 1, where the value jumps to m
/// or restarts the recursion; m up to 1000, K up to 1000), beside a
/// K = 1 pile (a Nim heap) of that pile's value, or one more, or one
/// less, so the answer rests on that one value: Aoki exactly when the
/// heap equals it. The pile's value is the one-step recursion's, the
/// second computation `beyond_search` uses.
fn boundary_input(rng: &mut Rng, _size: u64) -> String {
    let k = rng.range(1, 1000);
    let m = rng.range(1, 1000);
    let a = (m * k + rng.range(0, 2)).max(2) - 1;
    let g = one_step_grundy(a, k);
    let heap = (g + rng.range(0, 2)).max(2) - 1;
    let mut piles = vec![(a, k)];
    if heap > 0 {
        piles.push((heap, 1));
    }
    rng.shuffle(&mut piles);
    input(&piles)
}

fn input(piles: &[(u64, u64)]) -> String {
    shape::pairs::input(piles)
}

const BILLION: u64 = 1_000_000_000;

/// The 200 piles (10^9 - d, K) whose jump loop turns the most, found by
/// a scan (judge-data/arc091f-strange-nim/README.md): K over the 1500
/// values in 15000..23000 with the most turns for A = 10^9, d in 0..64.
/// Listed as (d, K), most turns (38347) first.
#[rustfmt::skip]
const COUNT_WORST: [(u64, u64); 200] = [
    (25, 19685), (48, 19319), (2, 19044), (36, 19215), (53, 18582), (27, 19113), (43, 19276), (45, 19503),
    (0, 18326), (37, 18787), (62, 19049), (52, 19479), (0, 18841), (46, 19886), (49, 18473), (62, 19679),
    (45, 19697), (38, 18569), (33, 18142), (7, 19286), (0, 20248), (9, 18395), (16, 19181), (3, 18540),
    (53, 19111), (60, 20061), (15, 18251), (30, 19509), (55, 20248), (9, 19346), (36, 19850), (10, 19111),
    (38, 18999), (4, 18716), (38, 20241), (46, 18042), (55, 20439), (31, 19662), (42, 19507), (50, 19181),
    (0, 19895), (36, 19256), (20, 18357), (25, 19481), (29, 19850), (16, 19319), (7, 19993), (0, 18641),
    (25, 19941), (41, 20003), (0, 18491), (48, 19685), (51, 19453), (62, 17969), (34, 19095), (35, 18395),
    (8, 19823), (24, 18676), (36, 18251), (35, 18691), (1, 20406), (4, 19750), (34, 18680), (33, 18778),
    (32, 18831), (61, 18114), (56, 20721), (48, 18184), (25, 19328), (25, 17846), (51, 18570), (47, 20785),
    (29, 19675), (32, 20507), (34, 18257), (9, 19101), (36, 20062), (38, 19697), (61, 18264), (0, 17653),
    (14, 20750), (51, 19069), (0, 18643), (10, 19403), (28, 19624), (58, 18366), (60, 19008), (4, 19252),
    (31, 20312), (52, 18085), (32, 17653), (9, 18269), (15, 18049), (56, 17580), (7, 20032), (55, 17956),
    (26, 19286), (43, 19883), (31, 20721), (51, 19320), (39, 19791), (1, 20627), (44, 19791), (20, 18382),
    (25, 19412), (17, 17431), (54, 17712), (60, 19180), (14, 19521), (27, 19842), (56, 17723), (16, 19823),
    (33, 19842), (54, 19951), (0, 19760), (8, 20842), (54, 20369), (8, 17546), (30, 18517), (48, 20662),
    (52, 18092), (3, 19842), (24, 19364), (25, 17609), (36, 20774), (36, 18092), (57, 19364), (16, 20357),
    (49, 17851), (12, 20509), (19, 20401), (41, 18968), (58, 20248), (0, 21132), (32, 17703), (26, 21007),
    (53, 18235), (56, 18176), (8, 18940), (59, 18184), (47, 19545), (55, 19561), (26, 19221), (36, 17226),
    (58, 21016), (45, 17760), (51, 18999), (4, 18709), (4, 18152), (59, 20915), (7, 19708), (53, 20523),
    (3, 20474), (53, 19650), (41, 18244), (35, 18558), (41, 20895), (58, 19991), (32, 20832), (50, 20421),
    (14, 19147), (63, 19453), (13, 19537), (9, 17886), (17, 18506), (25, 18241), (27, 19738), (0, 20261),
    (8, 21235), (27, 21209), (36, 19761), (6, 17703), (0, 18819), (2, 19432), (11, 18478), (37, 18871),
    (8, 18459), (60, 20482), (9, 21062), (32, 19008), (45, 21233), (0, 18506), (53, 20979), (11, 18265),
    (8, 21289), (3, 19101), (9, 21003), (20, 18036), (5, 18671), (36, 21072), (11, 17319), (14, 19142),
    (43, 18596), (22, 20216), (38, 17602), (43, 21215), (50, 20782), (14, 20974), (37, 20957), (61, 20203),
];

pub fn count_worst() -> Vec<(u64, u64)> {
    COUNT_WORST.iter().map(|&(d, k)| (BILLION - d, k)).collect()
}

/// The 200 piles (10^9 - d, K) on which `grundy` itself takes longest,
/// found by a scan (judge-data/arc091f-strange-nim/README.md): its
/// second regime costs one division per turn, about 2.4 times a turn of
/// the first, so the scan ranked K in 26000..36000 and d in 0..32 by
/// 5 * (first-regime turns) + 12 * (second-regime turns). They lie
/// near K = sqrt(A), where the second regime starts at q close to K.
/// Listed as (d, K), costliest first.
#[rustfmt::skip]
const TIME_WORST: [(u64, u64); 200] = [
    (31, 31591), (26, 31536), (20, 31500), (9, 31517), (17, 31413), (22, 31634), (18, 31648), (19, 31337),
    (22, 31395), (26, 31343), (17, 31424), (22, 31312), (12, 31313), (0, 31646), (26, 31432), (17, 31448),
    (17, 31267), (10, 31675), (27, 31424), (21, 31329), (23, 31398), (19, 31512), (13, 31693), (18, 31347),
    (10, 31576), (28, 31223), (28, 31250), (5, 31284), (8, 31672), (29, 31689), (20, 31584), (4, 31175),
    (6, 31029), (10, 31605), (9, 31642), (11, 31608), (29, 31567), (12, 31043), (26, 31431), (10, 31635),
    (20, 31542), (8, 31589), (23, 31357), (30, 31536), (26, 31702), (12, 31432), (0, 31164), (9, 31083),
    (10, 31045), (14, 31567), (22, 30938), (22, 31202), (19, 31576), (16, 31383), (4, 31727), (26, 31575),
    (14, 30983), (16, 31171), (17, 31716), (3, 31482), (15, 30963), (20, 31656), (4, 30898), (15, 31188),
    (10, 31516), (21, 31309), (19, 31469), (26, 30864), (21, 30771), (29, 31323), (18, 31441), (28, 31497),
    (18, 31209), (5, 30891), (7, 30819), (19, 30967), (26, 31010), (11, 31578), (8, 30893), (1, 31115),
    (4, 31772), (11, 30817), (29, 31007), (5, 31510), (19, 30755), (26, 31373), (12, 31566), (8, 30832),
    (21, 31468), (7, 30685), (21, 31077), (9, 31371), (29, 31409), (23, 31226), (25, 31527), (12, 31154),
    (18, 30669), (27, 31185), (23, 31763), (19, 30896), (14, 31593), (21, 30633), (25, 31708), (9, 30726),
    (4, 31296), (18, 30800), (11, 30989), (6, 31148), (0, 30600), (15, 31660), (29, 31544), (26, 31762),
    (16, 31526), (20, 30808), (14, 31578), (12, 31345), (6, 30736), (0, 31049), (21, 31593), (2, 31079),
    (27, 31611), (4, 31145), (27, 31243), (10, 30845), (8, 31576), (19, 31657), (25, 31486), (31, 31341),
    (20, 30946), (30, 30561), (9, 30908), (8, 31402), (5, 31052), (6, 31215), (29, 30503), (22, 30574),
    (1, 31632), (19, 31336), (24, 31268), (31, 30648), (9, 31130), (16, 30978), (17, 31544), (16, 31350),
    (13, 30424), (1, 31125), (0, 30857), (31, 31377), (19, 31167), (28, 31703), (20, 30639), (13, 30972),
    (13, 30829), (28, 30393), (24, 31142), (23, 30705), (16, 31115), (13, 31420), (1, 30665), (14, 31301),
    (26, 31341), (1, 31223), (12, 31289), (4, 31364), (17, 31519), (22, 31835), (22, 31266), (16, 30407),
    (29, 30899), (8, 30769), (5, 30741), (25, 31554), (25, 31245), (1, 31310), (0, 30729), (2, 30329),
    (4, 30328), (7, 31081), (29, 30432), (28, 30902), (21, 30351), (8, 31019), (8, 31046), (21, 30880),
    (23, 31072), (1, 31340), (28, 31355), (13, 31395), (27, 30684), (26, 31311), (29, 30749), (10, 30291),
    (6, 31294), (15, 30513), (0, 31523), (18, 31177), (8, 30476), (26, 31760), (27, 31474), (27, 31270),
];

fn time_worst() -> Vec<(u64, u64)> {
    TIME_WORST.iter().map(|&(d, k)| (BILLION - d, k)).collect()
}

/// The generated cases; judge-data/arc091f-strange-nim/README.md gives
/// the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut cases = Vec::new();
    let mut rng = Rng::new(91);
    cases.extend(Generated::searched_series("random-small", 1..=12, |_| {
        let n = rng.range(1, 3) as usize;
        let piles: Vec<(u64, u64)> = (0..n)
            .map(|_| (rng.range(1, 24), rng.range(1, 5)))
            .collect();
        input(&piles)
    }));
    cases.extend(Generated::searched_each([
        ("edge-one-stone-k-1", input(&[(1, 1)])),
        ("edge-no-move", input(&[(3, 5), (1, 2)])),
        ("edge-k-equals-a", input(&[(24, 24)])),
        ("edge-mixed-k", input(&[(24, 1), (23, 2), (22, 3)])),
        ("edge-multiples-of-k", input(&[(24, 4), (18, 3), (12, 2)])),
    ]));
    // Large single piles whose answer the rules give directly.
    cases.extend(Generated::constructed_each([
        ("edge-one-max-nim-heap", input(&[(BILLION, 1)]), "Takahashi"),
        (
            "edge-k-equals-max-a",
            input(&[(BILLION, BILLION)]),
            "Takahashi",
        ),
        ("edge-k-above-a", input(&[(BILLION - 1, BILLION)]), "Aoki"),
    ]));
    let worst = count_worst();
    cases.push(Generated::constructed(
        "max-count-worst",
        input(&worst),
        &words(second_computation(&worst)),
    ));
    let slow = time_worst();
    cases.push(Generated::constructed(
        "max-time-worst",
        input(&slow),
        &words(second_computation(&slow)),
    ));
    // The 100 worst piles, each twice, shuffled: the second player
    // mirrors.
    let mut mirrored: Vec<(u64, u64)> = worst[..100].to_vec();
    mirrored.extend_from_slice(&worst[..100]);
    rng.shuffle(&mut mirrored);
    cases.push(Generated::constructed(
        "max-count-worst-mirrored",
        input(&mirrored),
        "Aoki",
    ));
    // 99 mirrored pairs and one K = 1 pile: Takahashi takes that pile
    // whole, then mirrors.
    let mut plus_heap: Vec<(u64, u64)> = worst[..99].to_vec();
    plus_heap.extend_from_slice(&worst[..99]);
    plus_heap.push((rng.range(1, BILLION), 1));
    rng.shuffle(&mut plus_heap);
    cases.push(Generated::constructed(
        "max-count-worst-mirrored-plus-nim-heap",
        input(&plus_heap),
        "Takahashi",
    ));
    // Each worst pile beside a K = 1 pile of its own Grundy value (a
    // Nim heap: K = 1 allows any amount), so the answer is Aoki and a
    // wrong value of any one pile shows: no other pile can cancel it.
    // A pile worth 0 stands alone. The edge cases: the pile with the
    // most turns alone, and the first worst pile of nonzero value
    // beside its heap; the max case: the 100 worst piles.
    let beside_heap = |piles: &[(u64, u64)]| -> Vec<(u64, u64)> {
        let mut res = Vec::new();
        for &(a, k) in piles {
            let g = one_step_grundy(a, k);
            res.push((a, k));
            if g > 0 {
                res.push((g, 1)); // g < K < 10^9: a legal pile.
            }
        }
        res
    };
    let alone = beside_heap(&worst[..1]);
    cases.push(Generated::constructed(
        "edge-most-turns-pile",
        input(&alone),
        &words(second_computation(&alone)),
    ));
    let first_nonzero = worst
        .iter()
        .position(|&(a, k)| one_step_grundy(a, k) > 0)
        .expect("a worst pile of nonzero value");
    let pair = beside_heap(&worst[first_nonzero..first_nonzero + 1]);
    cases.push(Generated::constructed(
        "edge-most-turns-beside-its-nim-heap",
        input(&pair),
        &words(second_computation(&pair)),
    ));
    let pairs = beside_heap(&worst[..100]);
    cases.push(Generated::constructed(
        "max-count-worst-beside-nim-heaps",
        input(&pairs),
        &words(second_computation(&pairs)),
    ));
    // Piles that the one-step recursion (no jumps) takes longest on:
    // A = 10^9 and K = m * 10^5 for the first 100 m >= 3334 that are
    // not multiples of 3 (K in 333.4..348.3 million, near A / e), each
    // at least 2.75 * 10^8 steps by a scan run once (README.md); each
    // twice, shuffled: the second player mirrors (no value computed).
    let one_step_worst: Vec<(u64, u64)> = (3334..)
        .filter(|m| m % 3 != 0)
        .take(100)
        .map(|m| (BILLION, m * 100_000))
        .collect();
    let mut slow_mirrored = one_step_worst.clone();
    slow_mirrored.extend_from_slice(&one_step_worst);
    rng.shuffle(&mut slow_mirrored);
    cases.push(Generated::constructed(
        "max-one-step-worst-mirrored",
        input(&slow_mirrored),
        "Aoki",
    ));
    cases
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
/// min(3, size) piles of A in 1..=min(24, 3 * size) stones with K in
/// 1..=A + 1 (K > A: no move) (size 1: one pile of up to 3; size 8: up
/// to 3 piles of up to 24, the most the search takes).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let n = rng.range(1, size.min(3));
    let piles: Vec<(u64, u64)> = (0..n)
        .map(|_| {
            let a = rng.range(1, (3 * size).min(24));
            (a, rng.range(1, a + 1))
        })
        .collect();
    input(&piles)
}

test_support::spec! {
    validate, reference, second_computation: beyond_search, random_input,
    boundary_input, generated,
    min_searched: 19,
}
