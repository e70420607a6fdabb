// SPDX-License-Identifier: GPL-2.0-or-later
// NormalisedEvent: the top-level fields of an ADK event by folded key (formats.md §1.4.1).
#include "adk_normalised_event.h"

#include "reader_support.h"

#include <nlohmann/json.hpp>

#include <algorithm>

using tolerant::Json;

void NormalisedEvent::addAll(const Json &obj, const QString &path, bool overwrite,
    Diagnostics &diags, const SourceLocation &where)
{
    std::vector<std::pair<std::string, EventField>> local;
    local.reserve(obj.size());
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        if (it.value().is_null())
            continue;
        std::string folded = tolerant::foldKey(it.key());
        EventField f {&it.value(), &it.key(), path};
        auto dup = std::find_if(local.begin(), local.end(),
            [&folded](const auto &entry) { return entry.first == folded; });
        if (dup == local.end()) {
            local.emplace_back(std::move(folded), std::move(f));
            continue;
        }
        diags.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP(
                "Diagnostic", "Both %1 and %2 are present; the lowerCamelCase one is read"),
            {QString::fromStdString(*dup->second.key), QString::fromStdString(it.key())},
            readers::at(where, path)));
        const bool camel = it.key().find('_') == std::string::npos;
        if (camel && dup->second.key->find('_') != std::string::npos)
            std::swap(dup->second, f);
        m_duplicates.push_back(std::move(f));
    }
    m_fields.reserve(m_fields.size() + local.size());
    for (auto &[folded, f] : local) {
        if (overwrite || !find(folded))
            set(folded, std::move(f));
    }
}

void NormalisedEvent::set(const std::string &folded, EventField f)
{
    for (auto &entry : m_fields) {
        if (entry.first == folded) {
            entry.second = std::move(f);
            return;
        }
    }
    m_fields.emplace_back(folded, std::move(f));
}

std::vector<const std::pair<std::string, EventField> *> NormalisedEvent::sortedFields() const
{
    std::vector<const std::pair<std::string, EventField> *> out;
    out.reserve(m_fields.size());
    for (const auto &entry : m_fields)
        out.push_back(&entry);
    std::sort(
        out.begin(), out.end(), [](const auto *a, const auto *b) { return a->first < b->first; });
    return out;
}
