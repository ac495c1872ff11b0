// The runner of the peer-data tests (peer_tests, tests/native/test_peer.cpp): the
// data written by others is read in place from ../shared/peer-tests (or
// GG_PEER_TESTS_DIR). When that folder is absent nothing can be checked: the runner
// says so on a SKIPPED line and exits with 77, which CTest reports as a skipped
// test (SKIP_RETURN_CODE), never as a pass.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#ifndef GG_PEER_TESTS_DIR
#define GG_PEER_TESTS_DIR ""
#endif

int main(int argc, char** argv) {
    const char* env = std::getenv("GG_PEER_TESTS_DIR");
    const std::string root = (env && *env) ? env : GG_PEER_TESTS_DIR;
    std::error_code ec;
    if (root.empty() || !std::filesystem::is_directory(root, ec)) {
        std::printf("SKIPPED: peer test data not found (looked for %s): no peer-data test was run\n",
                    root.empty() ? "<no path>" : root.c_str());
        return 77;
    }
    doctest::Context context(argc, argv);
    return context.run();
}
