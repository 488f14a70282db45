/* Reference for CppFloatFormatTest: reads one hex double bit pattern per line from stdin and
   prints "bits<TAB>%g<TAB>%f" with glibc's printf. Built and run by gen-printf-g.sh. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  char line[64];
  while (fgets(line, sizeof line, stdin)) {
    uint64_t bits;
    if (sscanf(line, "%" SCNx64, &bits) != 1) continue;
    double d;
    memcpy(&d, &bits, sizeof d);
    printf("%016" PRIx64 "\t%g\t%f\n", bits, d, d);
  }
  return 0;
}
