// SPDX-License-Identifier: GPL-2.0-or-later
#include "command_line.h"

int main(int argc, char **argv)
{
    return CommandLine::run(argc, argv);
}
