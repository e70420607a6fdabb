# SPDX-License-Identifier: GPL-2.0-or-later
# Tests of the Agent Engine, ADK and Gemini readers (models/formats/adk_*, gemini_*, genai_*) and
# their JSON export, on the fixtures in tests/data.
inspector_add_test(tst_adk_reader models)
inspector_add_test(tst_gemini_reader models)
inspector_add_test(tst_trace_reader models)
inspector_add_test(tst_derived_trace models)
inspector_add_test(tst_genai_export models)
