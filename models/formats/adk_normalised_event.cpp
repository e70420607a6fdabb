// SPDX-License-Identifier: GPL-2.0-or-later
// NormalisedEvent: the top-level fields of an ADK event by folded key (formats.md §1.4.1).
#include "adk_normalised_event.h"

#include "reader_support.h"

#include <nlohmann/json.hpp>

#include <QVarLengthArray>

#include <algorithm>
#include <iterator>

using tolerant::Json;
using tolerant::TapeValue;

namespace {

// Folded, in EventKey's order.
constexpr std::string_view kFoldedKeys[] = {"id", "invocationid", "author", "timestamp", "branch",
    "content", "actions", "longrunningtoolids", "partial", "turncomplete", "interrupted",
    "finishreason", "errorcode", "errormessage", "groundingmetadata", "citationmetadata",
    "usagemetadata", "custommetadata", "modelversion", "avglogprobs", "logprobsresult",
    "cachemetadata", "inputtranscription", "outputtranscription", "livesessionresumptionupdate",
    "interactionid", "turncompletereason", "name"};
static_assert(std::size(kFoldedKeys) == std::size_t(EventKey::Count));

QString keyText(std::string_view key)
{
    return QString::fromUtf8(key.data(), qsizetype(key.size()));
}

} // namespace

EventKey eventKeyOf(std::string_view key, tolerant::FoldedKeyShape shape)
{
    for (std::size_t k = 0; k < std::size(kFoldedKeys); ++k) {
        const std::string_view folded = kFoldedKeys[k];
        if (folded.size() == shape.length && folded.front() == shape.first
            && tolerant::keyFoldsTo(key, folded))
            return EventKey(k);
    }
    return EventKey::Count;
}

template<typename J>
void NormalisedEvent<J>::addAll(const J &obj, const QString &path, bool overwrite,
    Diagnostics &diags, const SourceLocation &where)
{
    QVarLengthArray<Field, 16> local;
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        if (it.value().is_null())
            continue;
        const std::string_view key = it.key();
        Field f {&it.value(), key, path, tolerant::foldedKeyShape(key)};
        f.known = eventKeyOf(key, f.shape);
        Field *dup = alike(local, f);
        if (!dup) {
            local.push_back(std::move(f));
            continue;
        }
        diags.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP(
                "Diagnostic", "Both %1 and %2 are present; the lowerCamelCase one is read"),
            {keyText(dup->key), keyText(key)}, readers::at(where, path)));
        const bool camel = key.find('_') == std::string_view::npos;
        if (camel && dup->key.find('_') != std::string_view::npos)
            std::swap(*dup, f);
        m_duplicates.push_back(std::move(f));
    }
    m_fields.reserve(m_fields.size() + local.size());
    for (Field &f : local) {
        if (overwrite || !has(f))
            set(std::move(f));
    }
}

template<typename J>
bool NormalisedEvent<J>::has(const Field &f) const
{
    const EventKey k = f.known != EventKey::Count ? f.known : eventKeyOf(f.key, f.shape);
    if (k != EventKey::Count)
        return m_slots[std::size_t(k)] >= 0;
    return alike(m_fields, f) != nullptr;
}

template<typename J>
void NormalisedEvent<J>::set(Field f)
{
    if (f.known == EventKey::Count) // unknown, or not yet looked up
        f.known = eventKeyOf(f.key, f.shape);
    if (f.known != EventKey::Count) {
        int &slot = m_slots[std::size_t(f.known)];
        if (slot >= 0) {
            m_fields[std::size_t(slot)] = std::move(f);
        } else {
            slot = int(m_fields.size());
            m_fields.push_back(std::move(f));
        }
        return;
    }
    if (Field *existing = alike(m_fields, f))
        *existing = std::move(f);
    else
        m_fields.push_back(std::move(f));
}

template<typename J>
std::vector<std::pair<std::string, const EventField<J> *>> NormalisedEvent<J>::sortedFields() const
{
    std::vector<std::pair<std::string, const Field *>> out;
    out.reserve(m_fields.size());
    for (const Field &f : m_fields)
        out.emplace_back(tolerant::foldKey(f.key), &f);
    std::sort(
        out.begin(), out.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    return out;
}

template class NormalisedEvent<Json>;
template class NormalisedEvent<TapeValue>;
