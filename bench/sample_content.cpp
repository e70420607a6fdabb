// SPDX-License-Identifier: GPL-2.0-or-later
#include "sample_content.h"

#include "json_text_writer.h"

#include <QBuffer>
#include <QImage>

#include <iterator>

namespace {

template<typename List>
const char *pick(BenchRandom &random, const List &list)
{
    return list[random.below(int(std::size(list)))];
}

const char *const kUserEn[] = {"Where is my order A-17? It was supposed to arrive yesterday.",
    "Can you check the weather in Kyoto for next week?",
    "I need a flight from Tokyo to Madrid on April 12 for two people.",
    "What is the balance of my savings account?",
    "Please book a hotel near the station for three nights.",
    "The app keeps logging me out after the last update. What should I do?",
    "Could you compare the two cheapest options and tell me which one has free cancellation?",
    "Thanks! One more thing: can I change the delivery address?"};
const char *const kUserJa[]
    = {"注文A-17はどこにありますか？昨日届く予定でした。", "来週の京都の天気を教えてください。",
        "4月12日に東京からマドリードへの航空券を2名分お願いします。",
        "普通預金の残高はいくらですか？", "駅の近くのホテルを3泊予約してください。",
        "最新のアップデート以降、アプリから何度もログアウトされます。",
        "一番安い2つのプランを比べて、無料キャンセルできる方を教えてください。",
        "ありがとうございます。配送先の住所は変更できますか？"};
const char *const kUserEs[] = {"¿Dónde está mi pedido A-17? Debía llegar ayer.",
    "¿Puedes mirar el tiempo en Sevilla para la semana que viene?",
    "Necesito un vuelo de Tokio a Madrid el 12 de abril para dos personas.",
    "¿Cuál es el saldo de mi cuenta de ahorro?",
    "Resérvame un hotel cerca de la estación para tres noches.",
    "Desde la última actualización la aplicación me cierra la sesión. ¿Qué hago?",
    "¿Puedes comparar las dos opciones más baratas y decirme cuál tiene cancelación gratuita?",
    "¡Gracias! Una cosa más: ¿puedo cambiar la dirección de entrega?"};

const char *const kAgentEn[]
    = {"Your order left the warehouse this morning and should arrive tomorrow.",
        "I found three options that match your dates.",
        "The forecast shows mild temperatures with some rain on Thursday.",
        "Your current balance is 1,284.50 EUR.",
        "I booked the room and sent the confirmation to your e-mail.",
        "Signing out and back in usually fixes this; if not, clearing the app cache helps.",
        "The second option is slightly more expensive but can be cancelled for free until 48 hours "
        "before.",
        "Is there anything else I can help you with?"};
const char *const kAgentJa[] = {"ご注文の商品は今朝倉庫を出発し、明日到着する予定です。",
    "ご希望の日程に合う候補が3件見つかりました。",
    "予報では木曜日に雨が降りますが、気温は穏やかです。", "現在の残高は1,284.50ユーロです。",
    "お部屋を予約し、確認メールをお送りしました。",
    "一度ログアウトして再ログインすると直ることが多いです。直らない場合はキャッシュを削除してくださ"
    "い。",
    "2つ目のプランは少し高めですが、48時間前まで無料でキャンセルできます。",
    "ほかにお手伝いできることはありますか？"};
const char *const kAgentEs[] = {"Tu pedido salió del almacén esta mañana y debería llegar mañana.",
    "He encontrado tres opciones que encajan con tus fechas.",
    "La previsión indica temperaturas suaves con algo de lluvia el jueves.",
    "Tu saldo actual es de 1.284,50 EUR.",
    "He reservado la habitación y te he enviado la confirmación por correo.",
    "Cerrar sesión y volver a entrar suele arreglarlo; si no, borra la caché de la aplicación.",
    "La segunda opción es algo más cara, pero se puede cancelar gratis hasta 48 horas antes.",
    "¿Puedo ayudarte con algo más?"};

const char *const kThoughtEn[] = {"The user wants a status update; call the order tool first.",
    "Summarise the tool output and mention the delivery date."};
const char *const kThoughtJa[] = {"ユーザーは配送状況を知りたい。まず注文ツールを呼ぶ。",
    "ツールの結果を要約し、到着日を伝える。"};
const char *const kThoughtEs[]
    = {"El usuario quiere saber el estado; primero llamo a la herramienta de pedidos.",
        "Resumo la respuesta de la herramienta y menciono la fecha de entrega."};

const char *const kTitles[] = {"travel-guide.example", "京都観光ナビ", "El tiempo en España",
    "Bank FAQ", "配送について | example.jp", "Ayuda de la tienda"};
const char *const kCities[] = {"Kyoto", "京都", "Sevilla", "Madrid", "東京", "Lisbon"};
const char *const kTools[]
    = {"lookup_order", "get_weather", "search_flights", "check_balance", "book_hotel"};
const char *const kHotels[] = {"Hotel Sol", "旅館 祇園", "Casa del Río", "Station Inn"};
const char *const kStatus[] = {"SHIPPED", "IN_TRANSIT", "DELIVERED", "PROCESSING"};
const char *const kForecastJa[] = {"晴れ", "くもり時々雨", "雨"};
const char *const kForecastEs[] = {"soleado", "nublado", "lluvia débil"};
const char *const kForecastEn[] = {"sunny", "cloudy", "light rain"};

const char *const *userList(SampleLanguage language, int *count)
{
    *count = 8;
    return language == SampleLanguage::Japanese ? kUserJa
        : language == SampleLanguage::Spanish   ? kUserEs
                                                : kUserEn;
}

const char *const *agentList(SampleLanguage language)
{
    return language == SampleLanguage::Japanese ? kAgentJa
        : language == SampleLanguage::Spanish   ? kAgentEs
                                                : kAgentEn;
}

/// A small photo-like picture: a two-colour gradient, a few blocks and some noise.
QImage drawImage(BenchRandom &random, int width, int height)
{
    QImage image(width, height, QImage::Format_RGB32);
    const int r0 = random.below(256), g0 = random.below(256), b0 = random.below(256);
    const int r1 = random.below(256), g1 = random.below(256), b1 = random.below(256);
    for (int y = 0; y < height; ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < width; ++x) {
            const int t = (x + y) * 255 / (width + height);
            const int noise = random.below(24) - 12;
            line[x] = qRgb(qBound(0, r0 + (r1 - r0) * t / 255 + noise, 255),
                qBound(0, g0 + (g1 - g0) * t / 255 + noise, 255),
                qBound(0, b0 + (b1 - b0) * t / 255 + noise, 255));
        }
    }
    for (int block = 0; block < 3; ++block) {
        const QRgb colour = qRgb(random.below(256), random.below(256), random.below(256));
        const int x0 = random.below(width / 2), y0 = random.below(height / 2);
        for (int y = y0; y < y0 + height / 3; ++y)
            for (int x = x0; x < x0 + width / 3; ++x)
                image.setPixel(x, y, colour);
    }
    return image;
}

} // namespace

SampleContent::SampleContent(quint64 seed)
{
    BenchRandom random(seed ^ 0x1a2b3c4dULL);
    for (int i = 0; i < 12; ++i) {
        const int width = random.between(40, 180);
        const int height = random.between(30, 140);
        const QImage image = drawImage(random, width, height);
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        Image entry;
        if (i % 2 == 1 && image.save(&buffer, "JPEG", 80)) {
            entry.mimeType = "image/jpeg";
        } else {
            bytes.clear();
            buffer.seek(0);
            image.save(&buffer, "PNG");
            entry.mimeType = "image/png";
        }
        entry.base64 = bytes.toBase64();
        m_images.append(entry);
    }
}

SampleLanguage SampleContent::pickLanguage(BenchRandom &random)
{
    return static_cast<SampleLanguage>(random.below(3));
}

QByteArray SampleContent::languageCode(SampleLanguage language)
{
    return language == SampleLanguage::Japanese ? "ja"
        : language == SampleLanguage::Spanish   ? "es"
                                                : "en";
}

QByteArray SampleContent::userText(BenchRandom &random, SampleLanguage language) const
{
    int count = 0;
    const char *const *list = userList(language, &count);
    QByteArray text = list[random.below(count)];
    if (random.percent(30))
        text += QByteArray(language == SampleLanguage::Japanese ? "" : " ")
            + list[random.below(count)];
    return text;
}

QByteArray SampleContent::userSentence(BenchRandom &random, SampleLanguage language) const
{
    int count = 0;
    return userList(language, &count)[random.below(count)];
}

QByteArray SampleContent::agentSentence(BenchRandom &random, SampleLanguage language) const
{
    return agentList(language)[random.below(8)];
}

QByteArray SampleContent::agentText(BenchRandom &random, SampleLanguage language) const
{
    const char *const *list = agentList(language);
    const char *space = language == SampleLanguage::Japanese ? "" : " ";
    QByteArray text = list[random.below(8)];
    const int sentences = random.between(0, 4);
    for (int i = 0; i < sentences; ++i)
        text += space + QByteArray(list[random.below(8)]);
    if (random.percent(20)) {
        text += "\n\n";
        for (int i = 0, n = random.between(2, 4); i < n; ++i)
            text += "- **" + QByteArray::number(i + 1) + "** " + list[random.below(8)] + "\n";
    }
    return text;
}

QByteArray SampleContent::thoughtText(BenchRandom &random, SampleLanguage language) const
{
    return language == SampleLanguage::Japanese ? pick(random, kThoughtJa)
        : language == SampleLanguage::Spanish   ? pick(random, kThoughtEs)
                                                : pick(random, kThoughtEn);
}

QByteArray SampleContent::sourceTitle(BenchRandom &random, SampleLanguage) const
{
    return pick(random, kTitles);
}

int SampleContent::toolCount() const
{
    return int(std::size(kTools));
}

QByteArray SampleContent::toolName(int tool) const
{
    return kTools[tool];
}

void SampleContent::writeArgs(
    JsonTextWriter &json, BenchRandom &random, int tool, SampleLanguage language) const
{
    json.beginObject();
    switch (tool) {
    case 0:
        json.member("order", "A-" + QByteArray::number(random.between(1, 99999)));
        json.memberBool("include_history", random.percent(50));
        break;
    case 1:
        json.member("city", pick(random, kCities));
        json.memberInt("days", random.between(1, 7));
        break;
    case 2:
        json.member("from", "NRT");
        json.member("to", random.percent(50) ? "MAD" : "SVQ");
        json.member("date", "2026-04-" + QByteArray::number(random.between(10, 28)));
        json.memberInt("passengers", random.between(1, 4));
        break;
    case 3:
        json.member("account", "ES91-2100-" + random.hex(8));
        break;
    default:
        json.member("city", pick(random, kCities));
        json.memberInt("nights", random.between(1, 5));
        json.memberInt("guests", random.between(1, 3));
        json.member("notes", userText(random, language));
    }
    json.endObject();
}

void SampleContent::writeResponse(
    JsonTextWriter &json, BenchRandom &random, int tool, SampleLanguage language) const
{
    json.beginObject();
    if (random.percent(3)) {
        json.key("error");
        json.beginObject();
        json.memberInt("code", 503);
        json.member("message", "backend unavailable, retry later");
        json.endObject();
        json.endObject();
        return;
    }
    json.key("output");
    json.beginObject();
    switch (tool) {
    case 0:
        json.member("status", pick(random, kStatus));
        json.member("eta", "2026-03-" + QByteArray::number(random.between(10, 28)));
        json.key("items");
        json.beginArray();
        for (int i = 0, n = random.between(1, 4); i < n; ++i) {
            json.beginObject();
            json.member("sku", "SKU-" + random.hex(6));
            json.memberInt("qty", random.between(1, 3));
            json.endObject();
        }
        json.endArray();
        break;
    case 1:
        json.member("forecast",
            language == SampleLanguage::Japanese      ? pick(random, kForecastJa)
                : language == SampleLanguage::Spanish ? pick(random, kForecastEs)
                                                      : pick(random, kForecastEn));
        json.memberInt("high_c", random.between(12, 30));
        json.memberInt("low_c", random.between(0, 11));
        break;
    case 2:
        json.key("flights");
        json.beginArray();
        for (int i = 0, n = random.between(1, 3); i < n; ++i) {
            json.beginObject();
            json.member("number", "IB" + QByteArray::number(random.between(1000, 9999)));
            json.member(
                "depart", "2026-04-12T1" + QByteArray::number(random.below(10)) + ":05:00Z");
            json.key("price_eur");
            json.number(400 + random.below(900) + random.below(100) / 100.0, 2);
            json.endObject();
        }
        json.endArray();
        break;
    case 3:
        json.key("balance");
        json.number(random.below(100000) / 100.0, 2);
        json.member("currency", "EUR");
        break;
    default:
        json.member("confirmation", "HX-" + random.hex(10));
        json.member("hotel", pick(random, kHotels));
    }
    json.endObject();
    json.endObject();
}

const SampleContent::Image &SampleContent::image(BenchRandom &random) const
{
    return m_images.at(random.below(int(m_images.size())));
}
