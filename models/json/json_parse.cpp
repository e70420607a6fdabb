// SPDX-License-Identifier: GPL-2.0-or-later
#include "json_parse.h"

#include "fast_json.h"

#include <nlohmann/json.hpp>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace tolerant {

namespace {

using Json = nlohmann::ordered_json;

/// Thrown by the nlohmann callback at the first container past the limit: parsing stops there.
struct TooDeep {
};

/// Path elements shown before the rest is elided.
constexpr int kShownPathElements = 8;

/// nlohmann's parser without a DOM: checks the text in one linear pass (nlohmann's ordered_map
/// looks up each new key through every earlier one, so building an object of 100,000 members
/// only to reach an error is quadratic) and gives the parse's exact error, a number beyond
/// double's range, or nesting past the limit.
class Validator : public nlohmann::json_sax<Json>
{
public:
    enum class Outcome { Valid, Syntax, Overflow, TooDeep };
    Outcome outcome = Outcome::Valid;
    std::size_t errorByte = 0;
    std::string errorText;

    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t &) override { return true; }
    bool string(string_t &) override { return true; }
    bool binary(binary_t &) override { return true; }
    bool start_object(std::size_t) override { return open(); }
    bool key(string_t &) override { return true; }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(); }
    bool end_array() override { return close(); }
    bool parse_error(
        std::size_t position, const std::string &, const nlohmann::detail::exception &e) override
    {
        // A number beyond double's range is an out_of_range error (406), reported at the text's
        // start as nlohmann's DOM parse reports it (an exception without a position).
        const bool overflow = dynamic_cast<const nlohmann::detail::out_of_range *>(&e) != nullptr;
        outcome = overflow ? Outcome::Overflow : Outcome::Syntax;
        errorByte = overflow || position == 0 ? 0 : position - 1;
        errorText = e.what();
        return false;
    }

private:
    bool open()
    {
        if (++m_depth <= kMaxJsonDepth)
            return true;
        outcome = Outcome::TooDeep;
        return false;
    }
    bool close()
    {
        --m_depth;
        return true;
    }
    int m_depth = 0;
};

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

bool fastParse(std::string_view text, Json &out, const std::vector<std::string> *typeOnlyKeys)
{
    return typeOnlyKeys ? fastParseJson(text.data(), text.size(), out, *typeOnlyKeys)
                        : fastParseJson(text.data(), text.size(), out);
}

} // namespace

namespace {

void releaseBelow(Json &value, int depth)
{
    if (depth > kMaxJsonDepth)
        return; // nlohmann's own iterative destructor takes what is left
    if (auto *object = value.get_ptr<Json::object_t *>()) {
        for (auto &member : *object)
            releaseBelow(member.second, depth + 1);
        object->clear();
    } else if (auto *array = value.get_ptr<Json::array_t *>()) {
        for (Json &element : *array)
            releaseBelow(element, depth + 1);
        array->clear();
    }
}

} // namespace

void releaseJson(Json &value)
{
    releaseBelow(value, 0);
}

bool parseJson(std::string_view text, Json &out, JsonParseFailure *failure,
    const std::vector<std::string> *typeOnlyKeys)
{
    if (fastParse(text, out, typeOnlyKeys))
        return true;
    // nlohmann skips a UTF-8 byte order mark and ends the input at a NUL byte; the fast parser
    // takes neither. Without them it gives nlohmann's value, faster and on any width.
    std::string_view body = text;
    if (body.size() >= 3 && body.substr(0, 3) == "\xEF\xBB\xBF")
        body.remove_prefix(3);
    body = body.substr(0, std::min(body.find('\0'), body.size()));
    if (body.size() != text.size() && fastParse(body, out, typeOnlyKeys))
        return true;
    // An error: nlohmann's exact message, found without building anything.
    Validator check;
    Json::sax_parse(text.begin(), text.end(), &check);
    out = Json();
    switch (check.outcome) {
    case Validator::Outcome::TooDeep:
        return failTooDeep(text, failure);
    case Validator::Outcome::Syntax:
    case Validator::Outcome::Overflow:
        fail(failure, JsonParseFailure::Kind::Syntax, check.errorByte,
            jsonParseErrorText(check.errorText.c_str()));
        return false;
    case Validator::Outcome::Valid:
        break;
    }
    // Valid text the fast parser still declines (none is known): nlohmann builds it, its
    // callback keeping the depth limit whatever the validator missed.
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
    } catch (const nlohmann::json::exception &e) {
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
