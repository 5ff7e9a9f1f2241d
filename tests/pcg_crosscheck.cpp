// pcg_crosscheck: our PCG32 (src/engine/rng.c, include/nhmc/rng.h) against
// O'Neill's reference C++ implementation as packaged by Debian
// (libpcg-cpp-dev, <pcg_random.hpp>).
//
// For each (initstate, initseq) pair the first 10^6 outputs of
// pcg32(initstate, initseq) must equal those of pcg32_seed + pcg32_next, and
// the seeded state and stream must agree.  Lanes are checked by loading each
// lane's (state, inc) into a libpcg-cpp engine through its documented stream
// format ("multiplier increment state") and stepping both.
//
// Prints one line per pair and a last line "pcg_crosscheck: N passed, M
// failed" counting pairs (tests/run-tests.sh reads it); exits nonzero on any
// failure.

#include <pcg_random.hpp>

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "nhmc/rng.h"

namespace
{

constexpr long kOutputsPerPair = 1000000;
constexpr int kLaneSteps = 10000;

struct SeedPair {
    std::uint64_t initstate;
    std::uint64_t initseq;
};

// The engine's (increment, state) as its stream operator writes them.
void engine_state(const pcg32 &engine, std::uint64_t *inc, std::uint64_t *state)
{
    std::ostringstream text;
    text << engine;
    std::istringstream fields(text.str());
    std::uint64_t multiplier = 0;
    fields >> multiplier >> *inc >> *state;
}

// A libpcg-cpp engine positioned exactly at our generator's (state, inc).
pcg32 engine_at(const nh_pcg32 &ours)
{
    std::ostringstream text;
    text << NH_PCG32_MULT << ' ' << ours.inc << ' ' << ours.state;
    std::istringstream in(text.str());
    pcg32 engine;
    in >> engine;
    return engine;
}

// First 10^6 outputs, plus the seeded state; prints the pair's line.
bool check_pair(const SeedPair &pair)
{
    pcg32 reference(pair.initstate, pair.initseq);
    nh_pcg32 ours;
    pcg32_seed(&ours, pair.initstate, pair.initseq);

    std::uint64_t ref_inc = 0, ref_state = 0;
    engine_state(reference, &ref_inc, &ref_state);
    bool ok = ref_inc == ours.inc && ref_state == ours.state;
    long first_mismatch = -1;
    std::uint32_t want = 0, got = 0;
    for (long i = 0; i < kOutputsPerPair; i++) {
        want = reference();
        got = pcg32_next(&ours);
        if (want != got) {
            first_mismatch = i;
            ok = false;
            break;
        }
    }
    std::printf("pcg32(%#" PRIx64 ", %#" PRIx64 "): ", pair.initstate, pair.initseq);
    if (ok) {
        std::printf("%ld outputs equal\n", kOutputsPerPair);
    } else if (first_mismatch >= 0) {
        std::printf("FAIL at output %ld: libpcg-cpp %#010" PRIx32 ", nhmc %#010" PRIx32 "\n",
                    first_mismatch, want, got);
    } else {
        std::printf("FAIL: seeded state/inc %#" PRIx64 "/%#" PRIx64
                    " differ from libpcg-cpp %#" PRIx64 "/%#" PRIx64 "\n",
                    ours.state, ours.inc, ref_state, ref_inc);
    }
    return ok;
}

// Every lane of a seeded lane batch stepped kLaneSteps times against a
// libpcg-cpp engine started at that lane's (state, inc).
bool check_lanes(std::uint64_t seed, std::uint64_t job, std::uint64_t block,
                 std::uint64_t first_lane)
{
    static nh_pcg32_lanes lanes;
    pcg32_lanes_seed(&lanes, seed, job, block, first_lane);
    std::vector<pcg32> engines;
    for (int i = 0; i < NH_LANES; i++)
        engines.push_back(engine_at(pcg32_lanes_get(&lanes, i)));
    std::uint32_t out[NH_LANES];
    bool ok = true;
    for (int step = 0; step < kLaneSteps && ok; step++) {
        pcg32_lanes_next(&lanes, out, NH_LANES);
        for (int i = 0; i < NH_LANES; i++) {
            std::uint32_t want = engines[static_cast<std::size_t>(i)]();
            if (out[i] != want) {
                std::printf("lanes(seed %" PRIu64 ", job %" PRIu64 ", block %" PRIu64
                            ", first lane %" PRIu64 "): FAIL at step %d lane %d: "
                            "libpcg-cpp %#010" PRIx32 ", nhmc %#010" PRIx32 "\n",
                            seed, job, block, first_lane, step, i, want, out[i]);
                ok = false;
                break;
            }
        }
    }
    if (ok)
        std::printf("lanes(seed %" PRIu64 ", job %" PRIu64 ", block %" PRIu64
                    ", first lane %" PRIu64 "): %d lanes x %d outputs equal\n",
                    seed, job, block, first_lane, NH_LANES, kLaneSteps);
    return ok;
}

} // namespace

int main()
{
    const SeedPair pairs[] = {
        {42u, 54u},                                 // the reference demo's seed
        {0u, 0u},                                   // all-zero
        {UINT64_MAX, UINT64_MAX},                   // all-ones (initseq's top bit is dropped)
        {0x853c49e6748fea9bu, 0xda3e39cb94b95bdbu}, // PCG32_INITIALIZER's constants, as seeds
        {1u, UINT64_C(1) << 63},                    // top bit only: same stream as initseq 0
        {0xdeadbeefcafef00du, 12345u},
    };
    int passed = 0, failed = 0;
    for (const SeedPair &pair : pairs)
        (check_pair(pair) ? passed : failed)++;

    // Lanes are not counted as pairs; a lane failure still fails the run.
    bool lanes_ok = check_lanes(0u, 0u, 0u, 0u) && check_lanes(20240601u, 7u, 123456u, 256u);

    std::printf("pcg_crosscheck: %d passed, %d failed\n", passed, failed + (lanes_ok ? 0 : 1));
    return failed == 0 && lanes_ok ? 0 : 1;
}
