# SPDX-License-Identifier: GPL-2.0-or-later
# Tests of the evaluation readers (models/formats/adk_eval_*, ces_eval_*, eval_*) on the fixtures
# in tests/data/eval, through Document and through the built binary's check and export.
inspector_add_test(tst_evaluation_readers models)
inspector_add_test(tst_evaluation_cli Qt6::Core)
target_sources(tst_evaluation_cli PRIVATE cli_process.h)
target_compile_definitions(tst_evaluation_cli PRIVATE INSPECTOR_BINARY="$<TARGET_FILE:conversation-inspector>")
add_dependencies(tst_evaluation_cli conversation-inspector)
inspector_add_test(tst_evaluation_model models)
inspector_add_test(tst_evaluation_cases models)
