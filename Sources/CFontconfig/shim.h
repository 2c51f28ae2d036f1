// The fontconfig API TextLayout uses to find fallback fonts.
#ifndef FEEDBENCH_CFONTCONFIG_SHIM_H
#define FEEDBENCH_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

#endif
