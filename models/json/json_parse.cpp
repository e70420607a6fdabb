// SPDX-License-Identifier: GPL-2.0-or-later
#include "json_parse.h"

#include "fast_json.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;

namespace tolerant {

namespace {

using Json = nlohmann::ordered_json;

/// Thrown by the nlohmann callback at the first container past the limit: parsing stops there.
struct TooDeep {
};

/// Path elements shown before the rest is elided.
constexpr int kShownPathElements = 8;

void fail(JsonParseFailure *failure, JsonParseFailure::Kind kind, std::size_t offset,
    const QString &message)
{
    if (!failure)
        return;
    failure->kind = kind;
    failure->byteOffset = offset;
    failure->message = message;
    failure->innerPath.clear();
}

bool failTooDeep(std::string_view text, JsonParseFailure *failure)
{
    if (!failure)
        return false;
    fail(failure, JsonParseFailure::Kind::TooDeep, 0, QString());
    findTooDeep(text, kMaxJsonDepth, &failure->byteOffset, &failure->innerPath);
    return false;
}

} // namespace

bool parseJson(std::string_view text, Json &out, JsonParseFailure *failure,
    const std::vector<std::string> *typeOnlyKeys)
{
    const bool fast = typeOnlyKeys ? fastParseJson(text.data(), text.size(), out, *typeOnlyKeys)
                                   : fastParseJson(text.data(), text.size(), out);
    if (fast)
        return true;
    // What the fast parser declines (errors, invalid UTF-8, deep or rare forms) goes to nlohmann,
    // whose parser is iterative; the callback stops it at the first container past the limit.
    const Json::parser_callback_t limit
        = [](int depth, nlohmann::json::parse_event_t event, Json &) {
              if (depth >= kMaxJsonDepth
                  && (event == nlohmann::json::parse_event_t::object_start
                      || event == nlohmann::json::parse_event_t::array_start))
                  throw TooDeep {};
              return true;
          };
    try {
        out = Json::parse(text.begin(), text.end(), limit);
        return true;
    } catch (const TooDeep &) {
        out = Json();
        return failTooDeep(text, failure);
    } catch (const nlohmann::json::parse_error &e) {
        out = Json();
        fail(failure, JsonParseFailure::Kind::Syntax, e.byte > 0 ? e.byte - 1 : 0,
            jsonParseErrorText(e.what()));
        return false;
    } catch (const nlohmann::json::exception &e) {
        // A number beyond double's range ("1e400") is nlohmann's one error without a position.
        out = Json();
        fail(failure, JsonParseFailure::Kind::Syntax, 0, jsonParseErrorText(e.what()));
        return false;
    }
}

bool findTooDeep(std::string_view text, int limit, std::size_t *offset, QString *path)
{
    struct Level {
        bool object = false;
        qint64 index = 0;
        std::string_view key;
    };
    std::vector<Level> shown; // the first kShownPathElements levels
    int depth = 0;
    std::string_view lastString;
    const char *const begin = text.data();
    const char *const end = begin + text.size();
    for (const char *p = begin; p < end; ++p) {
        switch (*p) {
        case '"': {
            const char *s = ++p;
            while (p < end && *p != '"')
                p += (*p == '\\') ? 2 : 1;
            lastString = std::string_view(s, std::size_t(std::min(p, end) - s));
            break;
        }
        case '{':
        case '[':
            if (++depth > limit) {
                if (offset)
                    *offset = std::size_t(p - begin);
                if (path) {
                    QString out;
                    for (const Level &level : shown) {
                        if (level.object) {
                            if (!out.isEmpty())
                                out += u'.';
                            out += QString::fromUtf8(level.key.data(), qsizetype(level.key.size()));
                        } else {
                            out += u'[' + QString::number(level.index) + u']';
                        }
                    }
                    if (depth - 1 > int(shown.size()))
                        out += QChar(0x2026);
                    *path = out;
                }
                return true;
            }
            if (int(shown.size()) < kShownPathElements && depth - 1 == int(shown.size()))
                shown.push_back(Level {*p == '{', 0, {}});
            break;
        case '}':
        case ']':
            if (depth > 0 && depth <= int(shown.size()))
                shown.pop_back();
            depth = std::max(depth - 1, 0);
            break;
        case ':':
            if (depth > 0 && depth <= int(shown.size()) && shown[std::size_t(depth - 1)].object)
                shown[std::size_t(depth - 1)].key = lastString;
            break;
        case ',':
            if (depth > 0 && depth <= int(shown.size()))
                ++shown[std::size_t(depth - 1)].index;
            break;
        default:
            break;
        }
    }
    return false;
}

QString joinJsonPath(const QString &parent, const QString &inner)
{
    if (parent.isEmpty() || inner.isEmpty())
        return parent + inner;
    if (inner.startsWith(u'['))
        return parent + inner;
    return parent + u'.' + inner;
}

Diagnostic parseFailureDiagnostic(const JsonParseFailure &failure, SourceLocation where)
{
    if (failure.kind == JsonParseFailure::Kind::TooDeep) {
        where.jsonPath = joinJsonPath(where.jsonPath, failure.innerPath);
        return makeDiagnostic(Severity::Error,
            QT_TRANSLATE_NOOP(
                "Diagnostic", "JSON nested deeper than %1 levels: the value is not shown"),
            {QString::number(kMaxJsonDepth)}, where);
    }
    return makeDiagnostic(Severity::Error, QT_TRANSLATE_NOOP("Diagnostic", "JSON syntax error: %1"),
        {failure.message}, where);
}

QString jsonParseErrorText(const char *what)
{
    QString s = QString::fromUtf8(what);
    // "[json.exception.parse_error.101] parse error at line 1, column 5: text", or without a
    // position "[json.exception.parse_error.101] parse error: text".
    const qsizetype column = s.indexOf(u"column"_s);
    if (column >= 0) {
        const qsizetype colon = s.indexOf(u": "_s, column);
        return colon >= 0 ? s.mid(colon + 2) : s;
    }
    if (s.startsWith(u"[json.exception."_s) && s.indexOf(u"] "_s) >= 0)
        s = s.mid(s.indexOf(u"] "_s) + 2);
    if (s.startsWith(u"parse error: "_s))
        s = s.mid(13);
    return s;
}

} // namespace tolerant
