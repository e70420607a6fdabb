# SPDX-License-Identifier: GPL-2.0-or-later
# The rules of DEVELOPERS.md "Layers" that a reading of the sources checks: the floors of models/
# include and link only the floors below them, and format ids are compared only in their
# family's files. Reads the source tree; links no project library.
inspector_add_test(tst_architecture Qt6::Core)
target_compile_definitions(tst_architecture PRIVATE INSPECTOR_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
