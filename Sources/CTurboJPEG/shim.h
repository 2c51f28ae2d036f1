#ifndef FEEDBENCH_CTURBOJPEG_SHIM_H
#define FEEDBENCH_CTURBOJPEG_SHIM_H

#include <turbojpeg.h>

#endif
