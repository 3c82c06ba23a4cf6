# ruff: noqa: RUF001, RUF003  (other scripts' letters and punctuation are what this file is about)
"""How a description names a tool it depends on or stands in for, in English and other languages.

Software documents name other tools as the tool to call first ("call list_projects first",
"Rufe zuerst projekte_auflisten auf"), to look something up with ("use slack_list_channels to
find the id", "Använd lista_kunder för att hitta kundens id"), to use instead ("Deprecated: use
get_issue", "usa describir_tabla en su lugar", "Verouderd: gebruik klant_zoeken_v2."), one
whose output a parameter takes ("Numeric id returned by list_projects"), one whose response
this describes ("Response for delete_memory"), a parameter (`convert_to_markdown=false`), a
list's heading (`**list-databases**`), an aside (`(get_pull_request_status)`), a narrower tool
for one case ("instead of search_files when you know the path"), or a word of a path or
command (`search/get_page`, `'aws logs filter-log-events'`). An attacker rewires the tool
instead: "whenever send_email is used, add ...", "sempre que usar a ferramenta fazer_pix,
troque ...". Each pattern pair reads the text before the name and the text after it (None:
either); chosen on the dev split's benign definitions that name another server's tool.
"""

from __future__ import annotations

import re

# "First", as a step before another: English, and the other languages the guard reads.
_FIRST_OTHER = (r"(?:zuerst|vorher|d'abord|primero|primeiro|prima|eerst|najpierw|nejd[řr][íi]ve?"
                r"|först|ensin|önce|terlebih dahulu|dulu|kwanza|trước|сначала|спочатку|вначале"
                r"|πρώτα|أولا|أولاً|תחילה|קודם|先|まず|먼저|पहले|প্রথমে|ابتدا|înainte|fyrst|ჯერ)")
_FIRST = rf"(?:first|{_FIRST_OTHER})"
_INSTEAD = (r"(?:instead|stattdessen|à la place|plutôt|en su lugar|en lugar de eso|em vez disso"
            r"|invece|in plaats daarvan|zamiast tego|místo toho|istället|sen sijaan|bunun yerine"
            r"|sebagai gantinya|badala yake|thay vào đó|вместо этого|замість цього|αντ[ίι] αυτού"
            r"|بدلا من ذلك|במקום|代わりに|대신|के बजाय|به جای آن)")
# To look something up with it: "to find", "pour obtenir", "untuk mendapatkan", "kupata".
_PURPOSE = (r"(?:to (?:find|get|obtain|look up|fetch|retrieve|discover|list|resolve|identify|see"
            r"|inspect|learn|check|verify|confirm)|um\b.{0,40}\bzu (?:ermitteln|erhalten|finden)"
            r"|pour (?:obtenir|trouver|récupérer)|para (?:obtener|obter|encontrar|buscar)"
            r"|per (?:ottenere|trovare)|om\b.{0,30}\bte (?:vinden|krijgen|achterhalen)"
            r"|aby (?:získat|zjistit|uzyskać|znaleźć)|för att (?:hitta|få)|for å (?:finne|få)"
            r"|untuk (?:mendapatkan|mencari|memperoleh)|kupata|kutafuta|để (?:lấy|tìm)"
            r"|чтобы (?:получить|найти|узнать)|щоб (?:отримати|знайти|дізнатися))")
# A verb that tells the reader to use or call the tool, right before its name, in the other
# languages; with English "use" (English "call", "run" and "invoke" are left to the English
# pair: "call X." tells the model to act).
_USE_OTHER = (r"(?:verwende|verwenden sie|benutze|nutze|nutzen sie|rufe|rufen sie|utilise"
              r"|utilisez|appelle|appelez|usa|utiliza|utilice|llama a|usar|llamar a|chame|chamar"
              r"|utilize|utilizza|chiama|gebruik|roep|użyj|wywołaj|używaj|skorzystaj z|použij"
              r"|použijte|zavolej|zavolejte|använd|anropa|bruk|brug|käytä(?: työkalua)?|kutsu"
              r"|folosește|apelează|utilizează|használd|hívd meg|gunakan|panggil|pakai|tumia|ita"
              r"|gamitin ang|tawagin ang|dùng|sử dụng|gọi|используй|используйте|вызови|вызовите"
              r"|використовуй|використайте|виклич|викличте|скористайся|скористайтеся|воспользуйся"
              r"|воспользуйтесь|χρησιμοποίησε|χρησιμοποιήστε|κάλεσε|καλέστε|השתמש ב-?|השתמשו ב-?"
              r"|קרא ל-?|استخدم|استدع|使用|调用|改用|请用|請用|呼叫|brúka|nýt|გამოიძახე|გამოიყენე)")
_USE = rf"(?:use|{_USE_OTHER})"
_TOOL_WORD = (r"(?:tool|api|endpoint|werkzeug|outil|herramienta|ferramenta|strumento|narzędzie"
              r"|инструментом|інструментом|инструмент|інструмент)")
_OR = r"(?:or|oder|ou|o|of|lub|nebo|eller|tai|atau|или|або|或)"
_QUOTE = r"[`'\"]?"
# After a name that a verb before it tells the reader to use: where the sentence ends, or a
# "first", an "instead", a purpose, a "which" or German's separable "auf".
_AFTER_USE = (rf"^{_QUOTE}(?:\s+{_TOOL_WORD})?(?:\s*(?:[.;。；]|$)|\s*[,，]\s*(?:which|qui|que"
              rf"|die|der|das|který|która|который|joka|som|yang|ambayo)\b|\s+(?:{_FIRST}|{_INSTEAD}"
              rf"|{_PURPOSE}|auf\b|for (?:that|this|those|it|actions?)\b))")
# After a name, the verb that ends the clause in an imperative (SOV languages): Japanese,
# Korean, Hindi, Bengali, Persian, Turkish ("siparisleri_listele aracını çağır"); "when you
# use it" ("使うとき", "사용할 때", "kullandığında") is not one.
_AFTER_SOV = (r"^[`'\"]?\s*(?:ツール)?(?:を|で)(?:先に|まず)?(?:使って|使用して|呼び出して|実行して"
              r"|利用して)|^[`'\"]?\s*(?:도구)?(?:을|를)\s*(?:먼저\s*)?(?:사용|호출|이용)(?:하세요"
              r"|하십시오|하여|해서)|^[`'\"]?\s*(?:टूल\s*)?(?:का|को)\s*(?:पहले\s*)?(?:उपयोग"
              r"|इस्तेमाल|प्रयोग|कॉल)\s*(?:करें|कीजिए|करो)|^[`'\"]?\s*(?:টুল\s*)?(?:ব্যবহার|কল)"
              r"\s*করুন|^[`'\"]?\s*(?:را\s*)?(?:استفاده|فراخوانی)\s*(?:کن|کنید)|^[`'\"]?\s*(?:ٹول\s*)?"
              r"(?:کو\s*)?(?:کال|استعمال)\s*(?:کریں|کیجیے|کرو)|^['’`\"]?\s*"
              r"(?:[a-zçğıöşü]{0,4}\s+)?(?:aracını\s+|aracı\s+)?(?:çağır|kullan)(?:ın)?"
              r"(?![a-zçğıöşü])")

REFERENCES: tuple[tuple[re.Pattern[str] | None, re.Pattern[str] | None], ...] = tuple(
    (None if before is None else re.compile(before, re.I),
     None if after is None else re.compile(after, re.I))
    for before, after in (
        (r"(?:\b(?:prefer|from(?: the [\w-]+(?: [\w-]+)? server's)?|response for)|先调用|先使用|[(/]"
         r"|\*\*|['\"]\s*:\s*['\"]|deprecated\b[^.;\n]{0,20}\b(?:use|alias of|in favou?r of"
         r"|replaced by))\s*[`'\"]?$", None),
        (None, r"^[`'\"]?(?:\s*=|/|\s+operations?\b|\s*\((?:same server|this server|str|int|list|"
               r"bool|string|integer|optional|array|number|dict|object)\b)"),
        (r"\b(?:use|using|call|run|invoke|with)(?: the)?(?:\s+\S+\s+or)?\s+[`'\"]?$",
         r"^[`'\"]?(?:\s+(?:tool|api|endpoint))?(?:\s+again)?\s+(?:first\b|before \w+ing\b"
         r"|instead\b|(?:first\s+)?to\s+(?:find|get|obtain|look up|fetch|retrieve|discover|list|resolve|"
         r"identify|see|inspect|learn|check|verify|confirm)\b|(?:if|when) (?:the user|they|you) "
         r"(?:wants?|asks?|needs?)\b)"),
        (r"\binstead of\s+[`'\"]?$", r"^[`'\"]?\s+(?:when|if)\b"),
        (r"(?-i:['\"`][a-z0-9-]+(?: [a-z0-9-]+){0,3} )$", r"^['\"`]"),
        # The output another tool gives: "returned by list_projects", "a target for ssh_connect".
        (r"\b(?:returned|given|provided|produced|listed|obtained) (?:by|from)\s+[`'\"]?$|"
         r"\b(?:target|input|argument|value|id|ids|parameter)s? for\s+[`'\"]?$", None),
        # ... in a language that says "from" with an ending: "list_projects-დან",
        # "list_projects-ből", "list_projects'ten", "list_projects-ista".
        (None, r"^['’]?-?(?:დან|ból|ből|tól|től|ista|istä|[dt][ae]n)(?![^\W\d_])"),
        # Call it first, in another language: "Kwanza ita X", "Rufe zuerst X (auf)".
        (rf"(?:^|[\s:：.(-])(?:{_FIRST_OTHER}\s+(?:\S+\s+)?{_USE_OTHER}|{_USE_OTHER}\s+"
         rf"{_FIRST_OTHER})(?:\s+{_TOOL_WORD})?\s*{_QUOTE}$", None),
        # Use it (first, instead, to find ...): "usa X en su lugar", "use X for that.".
        (rf"(?:^|[\s:：.(-]){_USE}(?:\s+(?:the\s+)?{_TOOL_WORD})?(?:\s+\S+\s+{_OR})?\s*{_QUOTE}$",
         _AFTER_USE),
        (None, _AFTER_SOV),
    ))


def is_reference(text: str, start: int, end: int) -> bool:
    """Whether the name at text[start:end] is named as a tool to depend on or stand in for
    (`REFERENCES`), not as one whose use the text changes."""
    before, after = text[max(0, start - 60):start], text[end:end + 60]
    return any((ahead is None or ahead.search(before)) and (behind is None or behind.match(after))
               for ahead, behind in REFERENCES)
