// SPDX-License-Identifier: GPL-2.0-or-later
// Streamed Discovery Engine answers: merging AnswerQueryResponse snapshots (formats.md §1.6.6).
#include "discovery_internal.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::Json;

namespace discovery {

namespace {

// Sets obj[key] = value, replacing a member whose key folds the same (its spelling is kept).
void setFolded(Json &obj, const std::string &key, const Json &value)
{
    const std::string folded = tolerant::foldKey(key);
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        if (tolerant::foldKey(it.key()) == folded) {
            it.value() = value;
            return;
        }
    }
    obj[key] = value;
}

} // namespace

Json mergeSnapshots(const QVector<const Json *> &snapshots, bool &cumulative)
{
    Json merged = Json::object();
    Json answer = Json::object();
    QStringList texts;
    bool haveAnswer = false;
    for (const Json *snapshot : snapshots) {
        if (!snapshot || !snapshot->is_object())
            continue;
        for (auto it = snapshot->begin(); it != snapshot->end(); ++it) {
            if (it.value().is_null())
                continue; // null means absent: it never clears what came before
            if (tolerant::foldKey(it.key()) != "answer" || !it.value().is_object()) {
                setFolded(merged, it.key(), it.value());
                continue;
            }
            haveAnswer = true;
            const Json &part = it.value();
            for (auto m = part.begin(); m != part.end(); ++m) {
                if (m.value().is_null())
                    continue;
                if (tolerant::foldKey(m.key()) == "answertext") {
                    texts << tolerant::toString(&m.value()).value_or(QString());
                    continue;
                }
                setFolded(answer, m.key(), m.value());
            }
        }
    }
    cumulative = true;
    QString accumulated;
    for (const QString &text : texts) {
        if (!text.startsWith(accumulated)) {
            cumulative = false;
            break;
        }
        accumulated = text;
    }
    if (!texts.isEmpty())
        answer["answerText"] = (cumulative ? texts.last() : texts.join(QString())).toStdString();
    if (haveAnswer || !texts.isEmpty())
        setFolded(merged, "answer", answer);
    return merged;
}

} // namespace discovery
