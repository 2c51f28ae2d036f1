// libFuzzer's driver, which the `-sanitize=fuzzer` runtime holds. SwiftPM links an executable's `main` to
// `<module>_main`, so a fuzz target defines that and hands over to the driver from it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test_one_input)(const uint8_t *data, size_t size));
