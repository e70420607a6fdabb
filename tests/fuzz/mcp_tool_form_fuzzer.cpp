// SPDX-License-Identifier: GPL-2.0-or-later
// Fuzz target: a tool's `inputSchema` turned into the argument form (views/mcp_tool_form*). The
// target runs a QApplication on the offscreen platform. Oracles: building never crashes or hangs
// (recursive `$ref`, deep nesting, thousands of properties), every field path has an editor, and
// the arguments the untouched form gives are one JSON object (or nothing).
#include "fuzz_support.h"

#include "mcp_tool_form.h"

#include <QApplication>

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApp<QApplication>();
    const QByteArray schema(reinterpret_cast<const char *>(data), qsizetype(size));
    static McpToolForm *form = new McpToolForm; // reused, as the query panel reuses its form
    form->setSchema(schema);
    const QStringList paths = form->fieldPaths();
    for (const QString &path : paths.mid(0, 64)) { // editor() searches every field
        if (!form->editor(path))
            fuzz::fail("a field path without an editor", path);
    }
    const QByteArray arguments = form->argumentsJson();
    if (!arguments.isEmpty()) {
        const auto value
            = nlohmann::json::parse(arguments.begin(), arguments.end(), nullptr, false);
        if (!value.is_object())
            fuzz::fail("the form's arguments are not a JSON object", QString::fromUtf8(arguments));
    }
    (void)form->problems();
    form->clear();
    return 0;
}
