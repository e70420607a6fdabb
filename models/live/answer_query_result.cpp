// SPDX-License-Identifier: GPL-2.0-or-later
#include "answer_query_result.h"
#include "json/json_parse.h"

#include <nlohmann/json.hpp>

using Json = nlohmann::ordered_json;

namespace {

QString stringAt(const Json &obj, const char *key)
{
    if (!obj.is_object())
        return QString();
    const auto it = obj.find(key);
    return it != obj.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                              : QString();
}

} // namespace

QByteArray AnswerQueryResult::exchangeJsonl() const
{
    if (toolResult.requestJson.isEmpty() || toolResult.responseJson.isEmpty())
        return QByteArray();
    QByteArray out = toolResult.requestJson;
    out.replace('\n', ' ');
    QByteArray response = toolResult.responseJson;
    response.replace('\n', ' ');
    return out + '\n' + response + '\n';
}

void AnswerQueryResult::readSummary()
{
    sessionName.clear();
    answerText.clear();
    relatedQuestions.clear();
    if (responseJson.isEmpty())
        return;
    Json v;
    if (!tolerant::parseJson(responseJson, v) || !v.is_object())
        return;
    if (const auto s = v.find("session"); s != v.end())
        sessionName = stringAt(*s, "name");
    const auto a = v.find("answer");
    if (a == v.end() || !a->is_object())
        return;
    answerText = stringAt(*a, "answerText");
    if (const auto r = a->find("relatedQuestions"); r != a->end() && r->is_array())
        for (const Json &q : *r)
            if (q.is_string())
                relatedQuestions << QString::fromStdString(q.get<std::string>());
}
